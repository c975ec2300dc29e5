// glibc's allocator tuning (mallopt), which the Glibc module does not export. Empty elsewhere.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
