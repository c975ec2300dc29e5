// Prints, for each file named on the command line, how Java counts its text: one line of
// tab-separated fields
//   path  length()  codePointCount()  then for NFC NFD NFKC NFKD: isNormalized  normalized length()
// Used by the tests as an independent peer (java.text.Normalizer has its own Unicode data).
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;

public final class CorpusLengths {
  public static void main(String[] args) throws Exception {
    Normalizer.Form[] forms = {
      Normalizer.Form.NFC, Normalizer.Form.NFD, Normalizer.Form.NFKC, Normalizer.Form.NFKD
    };
    for (String file : args) {
      // new String(bytes, UTF_8) keeps a leading U+FEFF, as the manifest does.
      String s = new String(Files.readAllBytes(Path.of(file)), StandardCharsets.UTF_8);
      StringBuilder line = new StringBuilder(file);
      line.append('\t').append(s.length()).append('\t').append(s.codePointCount(0, s.length()));
      for (Normalizer.Form form : forms) {
        line.append('\t').append(Normalizer.isNormalized(s, form));
        line.append('\t').append(Normalizer.normalize(s, form).length());
      }
      System.out.println(line);
    }
  }
}
