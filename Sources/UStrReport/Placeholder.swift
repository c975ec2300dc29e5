import UStrCore
import UStrICU
