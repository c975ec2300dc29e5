// The one place ustr touches ICU's C API.
//
// ICU renames every function by its major version (`unorm2_normalize` is a macro for
// `unorm2_normalize_72`), and Swift cannot call a macro. Each function ustr uses is wrapped here
// in a `static inline` function named `ustr_icu_<function>`, compiled against the installed
// headers, so the same Swift code links against any ICU version. UBool results become `bool`.
#ifndef USTR_ICU_SHIM_H
#define USTR_ICU_SHIM_H

#include <stdbool.h>
#include <stdint.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ubrk.h>
#include <unicode/utext.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/uspoof.h>
#include <unicode/ubidi.h>
#include <unicode/ucnv.h>
#include <unicode/ucnv_cb.h>
#include <unicode/ucsdet.h>
#include <unicode/uset.h>

// MARK: Status and versions

static inline const char *ustr_icu_u_errorName(UErrorCode code) { return u_errorName(code); }
static inline bool ustr_icu_U_FAILURE(UErrorCode code) { return U_FAILURE(code); }
static inline void ustr_icu_u_getVersion(UVersionInfo versionArray) { u_getVersion(versionArray); }
static inline void ustr_icu_u_getUnicodeVersion(UVersionInfo versionArray) {
  u_getUnicodeVersion(versionArray);
}

// MARK: Normalization (unorm2.h)

static inline const UNormalizer2 *ustr_icu_unorm2_getNFCInstance(UErrorCode *status) {
  return unorm2_getNFCInstance(status);
}
static inline const UNormalizer2 *ustr_icu_unorm2_getNFDInstance(UErrorCode *status) {
  return unorm2_getNFDInstance(status);
}
static inline const UNormalizer2 *ustr_icu_unorm2_getNFKCInstance(UErrorCode *status) {
  return unorm2_getNFKCInstance(status);
}
static inline const UNormalizer2 *ustr_icu_unorm2_getNFKDInstance(UErrorCode *status) {
  return unorm2_getNFKDInstance(status);
}
static inline const UNormalizer2 *ustr_icu_unorm2_getNFKCCasefoldInstance(UErrorCode *status) {
  return unorm2_getNFKCCasefoldInstance(status);
}
static inline int32_t ustr_icu_unorm2_normalize(const UNormalizer2 *norm2, const UChar *src,
                                                int32_t length, UChar *dest, int32_t capacity,
                                                UErrorCode *status) {
  return unorm2_normalize(norm2, src, length, dest, capacity, status);
}
static inline bool ustr_icu_unorm2_isNormalized(const UNormalizer2 *norm2, const UChar *s,
                                                int32_t length, UErrorCode *status) {
  return unorm2_isNormalized(norm2, s, length, status) != 0;
}
/// 0 = UNORM_NO, 1 = UNORM_YES, 2 = UNORM_MAYBE.
static inline int32_t ustr_icu_unorm2_quickCheck(const UNormalizer2 *norm2, const UChar *s,
                                                 int32_t length, UErrorCode *status) {
  return (int32_t)unorm2_quickCheck(norm2, s, length, status);
}
static inline int32_t ustr_icu_unorm2_spanQuickCheckYes(const UNormalizer2 *norm2, const UChar *s,
                                                        int32_t length, UErrorCode *status) {
  return unorm2_spanQuickCheckYes(norm2, s, length, status);
}
static inline uint8_t ustr_icu_unorm2_getCombiningClass(const UNormalizer2 *norm2, UChar32 c) {
  return unorm2_getCombiningClass(norm2, c);
}
static inline bool ustr_icu_unorm2_hasBoundaryBefore(const UNormalizer2 *norm2, UChar32 c) {
  return unorm2_hasBoundaryBefore(norm2, c) != 0;
}
static inline bool ustr_icu_unorm2_hasBoundaryAfter(const UNormalizer2 *norm2, UChar32 c) {
  return unorm2_hasBoundaryAfter(norm2, c) != 0;
}
static inline bool ustr_icu_unorm2_isInert(const UNormalizer2 *norm2, UChar32 c) {
  return unorm2_isInert(norm2, c) != 0;
}
static inline int32_t ustr_icu_unorm2_getDecomposition(const UNormalizer2 *norm2, UChar32 c,
                                                       UChar *dest, int32_t capacity,
                                                       UErrorCode *status) {
  return unorm2_getDecomposition(norm2, c, dest, capacity, status);
}
static inline int32_t ustr_icu_unorm2_getRawDecomposition(const UNormalizer2 *norm2, UChar32 c,
                                                          UChar *dest, int32_t capacity,
                                                          UErrorCode *status) {
  return unorm2_getRawDecomposition(norm2, c, dest, capacity, status);
}
static inline UChar32 ustr_icu_unorm2_composePair(const UNormalizer2 *norm2, UChar32 a, UChar32 b) {
  return unorm2_composePair(norm2, a, b);
}

// MARK: Case folding (ustring.h)

static inline int32_t ustr_icu_u_strFoldCase(UChar *dest, int32_t capacity, const UChar *src,
                                             int32_t length, uint32_t options,
                                             UErrorCode *status) {
  return u_strFoldCase(dest, capacity, src, length, options, status);
}

// MARK: Break iteration (ubrk.h)

/// `type`: 0 character, 1 word, 2 line, 3 sentence (UBreakIteratorType).
static inline UBreakIterator *ustr_icu_ubrk_open(int32_t type, const char *locale,
                                                 const UChar *text, int32_t length,
                                                 UErrorCode *status) {
  return ubrk_open((UBreakIteratorType)type, locale, text, length, status);
}
static inline void ustr_icu_ubrk_close(UBreakIterator *bi) { ubrk_close(bi); }
static inline void ustr_icu_ubrk_setText(UBreakIterator *bi, const UChar *text, int32_t length,
                                         UErrorCode *status) {
  ubrk_setText(bi, text, length, status);
}
static inline int32_t ustr_icu_ubrk_first(UBreakIterator *bi) { return ubrk_first(bi); }
static inline int32_t ustr_icu_ubrk_next(UBreakIterator *bi) { return ubrk_next(bi); }
static inline int32_t ustr_icu_ubrk_following(UBreakIterator *bi, int32_t offset) {
  return ubrk_following(bi, offset);
}
static inline bool ustr_icu_ubrk_isBoundary(UBreakIterator *bi, int32_t offset) {
  return ubrk_isBoundary(bi, offset) != 0;
}
static inline void ustr_icu_ubrk_setUText(UBreakIterator *bi, UText *text, UErrorCode *status) {
  ubrk_setUText(bi, text, status);
}
static inline UText *ustr_icu_utext_openUTF8(const char *bytes, int64_t length, UErrorCode *status) {
  return utext_openUTF8(NULL, bytes, length, status);
}
static inline void ustr_icu_utext_close(UText *text) { utext_close(text); }
static inline int32_t ustr_icu_ubrk_getRuleStatus(UBreakIterator *bi) {
  return ubrk_getRuleStatus(bi);
}
static inline int32_t ustr_icu_UBRK_DONE(void) { return UBRK_DONE; }

// MARK: Character properties (uchar.h, uscript.h)

static inline int32_t ustr_icu_u_getIntPropertyValue(UChar32 c, int32_t property) {
  return u_getIntPropertyValue(c, (UProperty)property);
}
static inline bool ustr_icu_u_hasBinaryProperty(UChar32 c, int32_t property) {
  return u_hasBinaryProperty(c, (UProperty)property) != 0;
}
/// `nameChoice`: 0 = U_SHORT_PROPERTY_NAME, 1 = U_LONG_PROPERTY_NAME.
static inline const char *ustr_icu_u_getPropertyValueName(int32_t property, int32_t value,
                                                         int32_t nameChoice) {
  return u_getPropertyValueName((UProperty)property, value, (UPropertyNameChoice)nameChoice);
}
static inline int32_t ustr_icu_u_charName(UChar32 c, char *buffer, int32_t capacity,
                                          UErrorCode *status) {
  return u_charName(c, U_UNICODE_CHAR_NAME, buffer, capacity, status);
}
static inline int32_t ustr_icu_u_charType(UChar32 c) { return u_charType(c); }
static inline void ustr_icu_u_charAge(UChar32 c, UVersionInfo versionArray) {
  u_charAge(c, versionArray);
}
static inline int32_t ustr_icu_UCHAR_EAST_ASIAN_WIDTH(void) { return UCHAR_EAST_ASIAN_WIDTH; }
static inline int32_t ustr_icu_UCHAR_BIDI_CLASS(void) { return UCHAR_BIDI_CLASS; }
static inline int32_t ustr_icu_UCHAR_BLOCK(void) { return UCHAR_BLOCK; }
static inline int32_t ustr_icu_UCHAR_SCRIPT(void) { return UCHAR_SCRIPT; }
static inline int32_t ustr_icu_UCHAR_GRAPHEME_CLUSTER_BREAK(void) {
  return UCHAR_GRAPHEME_CLUSTER_BREAK;
}
static inline int32_t ustr_icu_UCHAR_WORD_BREAK(void) { return UCHAR_WORD_BREAK; }
static inline int32_t ustr_icu_UCHAR_CANONICAL_COMBINING_CLASS(void) {
  return UCHAR_CANONICAL_COMBINING_CLASS;
}
static inline int32_t ustr_icu_UCHAR_DEFAULT_IGNORABLE_CODE_POINT(void) {
  return UCHAR_DEFAULT_IGNORABLE_CODE_POINT;
}
static inline int32_t ustr_icu_uscript_getScript(UChar32 c, UErrorCode *status) {
  return (int32_t)uscript_getScript(c, status);
}
static inline const char *ustr_icu_uscript_getName(int32_t script) {
  return uscript_getName((UScriptCode)script);
}
static inline const char *ustr_icu_uscript_getShortName(int32_t script) {
  return uscript_getShortName((UScriptCode)script);
}
/// Writes up to `capacity` script codes; returns how many there are (status is
/// U_BUFFER_OVERFLOW_ERROR when more than `capacity`).
static inline int32_t ustr_icu_uscript_getScriptExtensions(UChar32 c, int32_t *scripts,
                                                           int32_t capacity, UErrorCode *status) {
  return uscript_getScriptExtensions(c, (UScriptCode *)scripts, capacity, status);
}
static inline UChar32 ustr_icu_u_charMirror(UChar32 c) { return u_charMirror(c); }
static inline UChar32 ustr_icu_u_getBidiPairedBracket(UChar32 c) {
  return u_getBidiPairedBracket(c);
}
static inline int32_t ustr_icu_UCHAR_LINE_BREAK(void) { return UCHAR_LINE_BREAK; }
static inline int32_t ustr_icu_UCHAR_SENTENCE_BREAK(void) { return UCHAR_SENTENCE_BREAK; }
static inline int32_t ustr_icu_UCHAR_DECOMPOSITION_TYPE(void) { return UCHAR_DECOMPOSITION_TYPE; }
static inline int32_t ustr_icu_UCHAR_HANGUL_SYLLABLE_TYPE(void) {
  return UCHAR_HANGUL_SYLLABLE_TYPE;
}
static inline int32_t ustr_icu_UCHAR_GENERAL_CATEGORY(void) { return UCHAR_GENERAL_CATEGORY; }
static inline int32_t ustr_icu_UCHAR_BIDI_MIRRORED(void) { return UCHAR_BIDI_MIRRORED; }
static inline int32_t ustr_icu_UCHAR_BIDI_PAIRED_BRACKET_TYPE(void) {
  return UCHAR_BIDI_PAIRED_BRACKET_TYPE;
}
static inline int32_t ustr_icu_UCHAR_AGE(void) { return UCHAR_AGE; }

// MARK: Spoof and confusable checks (uspoof.h)

static inline USpoofChecker *ustr_icu_uspoof_open(UErrorCode *status) {
  return uspoof_open(status);
}
static inline void ustr_icu_uspoof_close(USpoofChecker *sc) { uspoof_close(sc); }
static inline int32_t ustr_icu_uspoof_getSkeleton(const USpoofChecker *sc, const UChar *id,
                                                  int32_t length, UChar *dest, int32_t capacity,
                                                  UErrorCode *status) {
  return uspoof_getSkeleton(sc, 0, id, length, dest, capacity, status);
}
static inline int32_t ustr_icu_uspoof_areConfusable(const USpoofChecker *sc, const UChar *a,
                                                    int32_t aLength, const UChar *b,
                                                    int32_t bLength, UErrorCode *status) {
  return uspoof_areConfusable(sc, a, aLength, b, bLength, status);
}


/// Sets the checks `uspoof_check2` makes: the restriction level (UTS #39 §5.2) and mixed numbers.
static inline void ustr_icu_uspoof_setIdentifierChecks(USpoofChecker *sc, UErrorCode *status) {
  uspoof_setChecks(sc, USPOOF_RESTRICTION_LEVEL | USPOOF_MIXED_NUMBERS, status);
  uspoof_setRestrictionLevel(sc, USPOOF_HIGHLY_RESTRICTIVE);
}
static inline int32_t ustr_icu_uspoof_check2(const USpoofChecker *sc, const UChar *id,
                                             int32_t length, UErrorCode *status) {
  return uspoof_check2(sc, id, length, NULL, status);
}
static inline int32_t ustr_icu_uspoof_restrictionLevelFailure(void) {
  return USPOOF_RESTRICTION_LEVEL;
}
static inline int32_t ustr_icu_uspoof_mixedNumbersFailure(void) { return USPOOF_MIXED_NUMBERS; }

// MARK: The bidirectional algorithm (ubidi.h)

static inline UBiDi *ustr_icu_ubidi_open(void) { return ubidi_open(); }
static inline void ustr_icu_ubidi_close(UBiDi *bidi) { ubidi_close(bidi); }
/// Runs the algorithm on one paragraph, its direction taken from its first strong character
/// (UBIDI_DEFAULT_LTR), as an editor or a code review page shows a line.
static inline void ustr_icu_ubidi_setPara(UBiDi *bidi, const UChar *text, int32_t length,
                                          UErrorCode *status) {
  ubidi_setPara(bidi, text, length, UBIDI_DEFAULT_LTR, NULL, status);
}
/// The paragraph in display order, left to right, mirrored, without its bidi controls.
static inline int32_t ustr_icu_ubidi_writeReordered(UBiDi *bidi, UChar *dest, int32_t capacity,
                                                    UErrorCode *status) {
  return ubidi_writeReordered(bidi, dest, capacity,
                              UBIDI_DO_MIRRORING | UBIDI_REMOVE_BIDI_CONTROLS, status);
}

// MARK: Converters (ucnv.h, ucnv_cb.h)

static inline UConverter *ustr_icu_ucnv_open(const char *name, UErrorCode *status) {
  return ucnv_open(name, status);
}
static inline void ustr_icu_ucnv_close(UConverter *converter) { ucnv_close(converter); }
static inline void ustr_icu_ucnv_reset(UConverter *converter) { ucnv_reset(converter); }
static inline const char *ustr_icu_ucnv_getName(const UConverter *converter, UErrorCode *status) {
  return ucnv_getName(converter, status);
}
static inline int32_t ustr_icu_ucnv_getType(const UConverter *converter) {
  return (int32_t)ucnv_getType(converter);
}
static inline int8_t ustr_icu_ucnv_getMinCharSize(const UConverter *converter) {
  return ucnv_getMinCharSize(converter);
}
static inline int8_t ustr_icu_ucnv_getMaxCharSize(const UConverter *converter) {
  return ucnv_getMaxCharSize(converter);
}
static inline void ustr_icu_ucnv_setToUCallBack(UConverter *converter, UConverterToUCallback action,
                                                const void *context, UErrorCode *status) {
  ucnv_setToUCallBack(converter, action, context, NULL, NULL, status);
}
/// Decodes from `*source` up to `sourceLimit` into `*target` up to `targetLimit`, advancing both;
/// `offsets` (or NULL) gets each unit's source index in this call (-1: from an earlier call);
/// `flush` says the input ends here.
static inline void ustr_icu_ucnv_toUnicode(UConverter *converter, UChar **target,
                                           const UChar *targetLimit, const char **source,
                                           const char *sourceLimit, int32_t *offsets, bool flush,
                                           UErrorCode *status) {
  ucnv_toUnicode(converter, target, targetLimit, source, sourceLimit, offsets, flush, status);
}
static inline void ustr_icu_ucnv_fromUnicode(UConverter *converter, char **target,
                                             const char *targetLimit, const UChar **source,
                                             const UChar *sourceLimit, bool flush,
                                             UErrorCode *status) {
  ucnv_fromUnicode(converter, target, targetLimit, source, sourceLimit, NULL, flush, status);
}
/// The private-use code points `converter` encodes by default (ICU uses a converter's
/// fallbacks for private use even when fallbacks are off), as ranges: `bounds` receives the
/// first and last code point of each range, up to `capacity` ranges; returns how many there are.
static inline int32_t ustr_icu_ucnv_privateUseRanges(const UConverter *converter, int32_t *bounds,
                                                     int32_t capacity, UErrorCode *status) {
  USet *mapped = uset_openEmpty();
  USet *privateUse = uset_openEmpty();
  ucnv_getUnicodeSet(converter, mapped, UCNV_ROUNDTRIP_AND_FALLBACK_SET, status);
  uset_addRange(privateUse, 0xE000, 0xF8FF);
  uset_addRange(privateUse, 0xF0000, 0xFFFFD);
  uset_addRange(privateUse, 0x100000, 0x10FFFD);
  uset_retainAll(mapped, privateUse);
  int32_t count = uset_getItemCount(mapped);
  for (int32_t i = 0; i < count && i < capacity && U_SUCCESS(*status); i++) {
    UChar32 start = 0, end = 0;
    uset_getItem(mapped, i, &start, &end, NULL, 0, status);
    bounds[2 * i] = start;
    bounds[2 * i + 1] = end;
  }
  uset_close(privateUse);
  uset_close(mapped);
  return count;
}
/// Makes `ucnv_fromUnicode` stop with an error at the first unmappable character.
static inline void ustr_icu_ucnv_setFromUCallBackStop(UConverter *converter, UErrorCode *status) {
  ucnv_setFromUCallBack(converter, UCNV_FROM_U_CALLBACK_STOP, NULL, NULL, NULL, status);
}
static inline void ustr_icu_ucnv_cbToUWriteUChars(UConverterToUnicodeArgs *args,
                                                  const UChar *source, int32_t length,
                                                  int32_t offsetIndex, UErrorCode *status) {
  ucnv_cbToUWriteUChars(args, source, length, offsetIndex, status);
}
static inline int32_t ustr_icu_ucnv_toUCountPending(const UConverter *converter,
                                                    UErrorCode *status) {
  return ucnv_toUCountPending(converter, status);
}
static inline int32_t ustr_icu_ucnv_countAvailable(void) { return ucnv_countAvailable(); }
static inline const char *ustr_icu_ucnv_getAvailableName(int32_t n) {
  return ucnv_getAvailableName(n);
}
static inline uint16_t ustr_icu_ucnv_countAliases(const char *alias, UErrorCode *status) {
  return ucnv_countAliases(alias, status);
}
static inline const char *ustr_icu_ucnv_getAlias(const char *alias, uint16_t n,
                                                 UErrorCode *status) {
  return ucnv_getAlias(alias, n, status);
}
static inline const char *ustr_icu_ucnv_getStandardName(const char *name, const char *standard,
                                                        UErrorCode *status) {
  return ucnv_getStandardName(name, standard, status);
}

// MARK: Charset detection (ucsdet.h)

static inline UCharsetDetector *ustr_icu_ucsdet_open(UErrorCode *status) {
  return ucsdet_open(status);
}
static inline void ustr_icu_ucsdet_close(UCharsetDetector *detector) { ucsdet_close(detector); }
static inline void ustr_icu_ucsdet_setText(UCharsetDetector *detector, const char *text,
                                           int32_t length, UErrorCode *status) {
  ucsdet_setText(detector, text, length, status);
}
static inline const UCharsetMatch **ustr_icu_ucsdet_detectAll(UCharsetDetector *detector,
                                                              int32_t *found, UErrorCode *status) {
  return ucsdet_detectAll(detector, found, status);
}
static inline const char *ustr_icu_ucsdet_getName(const UCharsetMatch *match, UErrorCode *status) {
  return ucsdet_getName(match, status);
}
static inline int32_t ustr_icu_ucsdet_getConfidence(const UCharsetMatch *match,
                                                    UErrorCode *status) {
  return ucsdet_getConfidence(match, status);
}

#endif
