// The reference for `ustr breaks`: ICU's own break iterator in C over the same bytes.
//
//   cc -O2 icu-breaks.c $(pkg-config --cflags --libs icu-uc icu-i18n) -o icu-breaks
//   ./icu-breaks word big.txt        # reads the file, converts it to UTF-16, counts segments
//
// Kinds: grapheme, word, sentence, line. It prints the number of segments (boundaries after the
// start), which `ustr breaks --kind KIND --format json --limit 0` reports as `segmentCount`.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: icu-breaks grapheme|word|sentence|line FILE\n");
    return 64;
  }
  UBreakIteratorType type = UBRK_WORD;
  if (strcmp(argv[1], "grapheme") == 0) type = UBRK_CHARACTER;
  else if (strcmp(argv[1], "sentence") == 0) type = UBRK_SENTENCE;
  else if (strcmp(argv[1], "line") == 0) type = UBRK_LINE;
  FILE *file = fopen(argv[2], "rb");
  if (!file) { perror(argv[2]); return 2; }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *bytes = malloc(size > 0 ? size : 1);
  if (fread(bytes, 1, size, file) != (size_t)size) { perror("read"); return 2; }
  fclose(file);

  UErrorCode status = U_ZERO_ERROR;
  int32_t length = 0;
  // Ill-formed bytes become U+FFFD, as ustr repairs them.
  u_strFromUTF8WithSub(NULL, 0, &length, bytes, (int32_t)size, 0xFFFD, NULL, &status);
  status = U_ZERO_ERROR;
  UChar *units = malloc(sizeof(UChar) * (length > 0 ? length : 1));
  u_strFromUTF8WithSub(units, length, NULL, bytes, (int32_t)size, 0xFFFD, NULL, &status);
  if (U_FAILURE(status)) { fprintf(stderr, "u_strFromUTF8: %s\n", u_errorName(status)); return 2; }
  free(bytes);

  UBreakIterator *iterator = ubrk_open(type, "", units, length, &status);
  if (U_FAILURE(status)) { fprintf(stderr, "ubrk_open: %s\n", u_errorName(status)); return 2; }
  long count = 0;
  ubrk_first(iterator);
  while (ubrk_next(iterator) != UBRK_DONE) count++;
  printf("%ld\n", count);
  ubrk_close(iterator);
  free(units);
  return 0;
}
