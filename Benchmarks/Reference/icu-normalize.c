// The reference for `ustr compare` of two files: ICU's normalizer in C puts both into NFD.
//
//   cc -O2 icu-normalize.c $(pkg-config --cflags --libs icu-uc) -o icu-normalize
//   ./icu-normalize a.txt b.txt     # reads each file, converts it to UTF-16, normalizes to NFD
//
// It prints each file's NFD length in UTF-16 units. `uconv -x any-nfd` goes through the
// transliterator and is about 80 times slower: not a fair reference.
#include <stdio.h>
#include <stdlib.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

static int normalize(const char *path, const UNormalizer2 *nfd) {
  FILE *file = fopen(path, "rb");
  if (!file) { perror(path); return 2; }
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
  free(bytes);
  if (U_FAILURE(status)) { fprintf(stderr, "u_strFromUTF8: %s\n", u_errorName(status)); return 2; }
  // NFD is at most 3 times as long in UTF-16 (the Unicode Standard's bound for NFD is 3x).
  int32_t capacity = length * 3 + 1;
  UChar *normalized = malloc(sizeof(UChar) * capacity);
  int32_t count = unorm2_normalize(nfd, units, length, normalized, capacity, &status);
  if (U_FAILURE(status)) { fprintf(stderr, "unorm2_normalize: %s\n", u_errorName(status)); return 2; }
  printf("%d\n", count);
  free(units);
  free(normalized);
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: icu-normalize FILE...\n");
    return 64;
  }
  UErrorCode status = U_ZERO_ERROR;
  const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
  if (U_FAILURE(status)) { fprintf(stderr, "unorm2_getNFDInstance: %s\n", u_errorName(status)); return 2; }
  for (int i = 1; i < argc; i++) {
    int code = normalize(argv[i], nfd);
    if (code != 0) return code;
  }
  return 0;
}
