// The reference for `--encoding`: ICU's plain converter in C over the same bytes, with no
// callback and no offsets, 1 MiB at a time into a UTF-16 buffer (what `ucnv_toUChars` does for a
// whole input), repeated until a second of CPU time has passed.
//
//   cc -O2 icu-decode.c $(pkg-config --cflags --libs icu-uc) -o icu-decode
//   ./icu-decode windows-1252 latin1.txt      # prints "<MB/s> <UTF-16 units>"
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unicode/ucnv.h>

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: icu-decode ENCODING FILE\n");
    return 64;
  }
  FILE *file = fopen(argv[2], "rb");
  if (!file) { perror(argv[2]); return 2; }
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *bytes = malloc(size > 0 ? size : 1);
  if (fread(bytes, 1, size, file) != (size_t)size) { perror("read"); return 2; }
  fclose(file);
  UErrorCode status = U_ZERO_ERROR;
  UConverter *converter = ucnv_open(argv[1], &status);
  if (U_FAILURE(status)) { fprintf(stderr, "%s: %s\n", argv[1], u_errorName(status)); return 2; }
  const long chunk = 1 << 20;
  UChar *buffer = malloc(sizeof(UChar) * (chunk * 2 + 16));
  long units = 0;
  long rounds = 0;
  clock_t start = clock();
  do {
    units = 0;
    for (long at = 0; at < size; at += chunk) {
      const char *source = bytes + at;
      const char *limit = bytes + (at + chunk < size ? at + chunk : size);
      while (source < limit) {
        UChar *target = buffer;
        status = U_ZERO_ERROR;
        ucnv_toUnicode(converter, &target, buffer + chunk * 2 + 16, &source, limit, NULL,
                       limit == bytes + size, &status);
        units += target - buffer;
        if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) {
          fprintf(stderr, "%s\n", u_errorName(status));
          return 2;
        }
      }
    }
    ucnv_reset(converter);
    rounds++;
  } while (clock() - start < CLOCKS_PER_SEC);
  double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
  printf("%.0f %ld\n", (double)size * rounds / seconds / 1e6, units);
  ucnv_close(converter);
  return 0;
}
