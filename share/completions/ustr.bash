#!/bin/bash

__ustr_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__ustr_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__ustr_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__ustr_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_ustr() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=()
    __ustr_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    inspect|lengths|compare|normalize|offset|slice|breaks|sort|escape|char|search|print|emoji|scan|encodings|demojibake|live|versions|selftest|help)
        # Offer subcommand argument completions
        "_ustr_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'inspect lengths compare normalize offset slice breaks sort escape char search print emoji scan encodings demojibake live versions selftest help' -- "${cur}"))
        ;;
    esac
}

_ustr_inspect() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --wide --no-pager --all --version -h --help)
    repeating_options=()
    non_repeating_options=(--file --encoding --detect-bytes --format --columns --color --width-policy --limit --properties)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    '--limit')
        return
        ;;
    '--properties')
        return
        ;;
    esac
}

_ustr_lengths() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --wide --no-pager --each-line --all --version -h --help)
    repeating_options=()
    non_repeating_options=(--file --encoding --detect-bytes --format --columns --color --width-policy --max --unit --limit)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    '--max')
        return
        ;;
    '--unit')
        __ustr_add_completions -W 'utf8'$'\n''utf16'$'\n''scalar'$'\n''grapheme'
        return
        ;;
    '--limit')
        return
        ;;
    esac
}

_ustr_compare() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--file-a --file-b --encoding --detect-bytes --format --columns --color --width-policy --level)
    __ustr_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--file-a')
        return
        ;;
    '--file-b')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    '--level')
        __ustr_add_completions -W 'utf8'$'\n''scalar'$'\n''swift'$'\n''canonical'$'\n''compatibility'$'\n''casefold'
        return
        ;;
    esac
}

_ustr_normalize() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --wide --no-pager --check --all --version -h --help)
    repeating_options=()
    non_repeating_options=(--file --encoding --detect-bytes --format --columns --color --width-policy --form --limit)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    '--form')
        __ustr_add_completions -W 'nfc'$'\n''nfd'$'\n''nfkc'$'\n''nfkd'
        return
        ;;
    '--limit')
        return
        ;;
    esac
}

_ustr_offset() {
    repeating_flags=()
    non_repeating_flags=(--one-based --strict-column --escapes --strict --wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--unit --from --line --column --column-unit --line-terminators --file --encoding --detect-bytes --format --columns --color --width-policy)
    __ustr_offer_flags_options 2

    # Offer option value completions
    case "${prev}" in
    '--unit'|'--from')
        return
        ;;
    '--line')
        return
        ;;
    '--column')
        return
        ;;
    '--column-unit')
        __ustr_add_completions -W 'utf8'$'\n''utf16'$'\n''scalar'$'\n''grapheme'
        return
        ;;
    '--line-terminators')
        __ustr_add_completions -W 'lsp'$'\n''unicode'
        return
        ;;
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_slice() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--unit --range --round --file --encoding --detect-bytes --format --columns --color --width-policy)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--unit')
        __ustr_add_completions -W 'utf8'$'\n''utf16'$'\n''scalar'$'\n''grapheme'
        return
        ;;
    '--range')
        return
        ;;
    '--round')
        __ustr_add_completions -W 'refuse'$'\n''outward'$'\n''inward'
        return
        ;;
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_breaks() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --wide --no-pager --explain --all --version -h --help)
    repeating_options=()
    non_repeating_options=(--file --encoding --detect-bytes --format --columns --color --width-policy --kind --engine --unicode --limit)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    '--kind')
        __ustr_add_completions -W 'grapheme'$'\n''word'$'\n''sentence'$'\n''line'
        return
        ;;
    '--engine')
        __ustr_add_completions -W 'swift'$'\n''icu'$'\n''reference'$'\n''all'
        return
        ;;
    '--unicode')
        return
        ;;
    '--limit')
        return
        ;;
    esac
}

_ustr_sort() {
    repeating_flags=()
    non_repeating_flags=(--reverse --escapes --strict --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--order --file --encoding --detect-bytes --color --width-policy)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--order')
        __ustr_add_completions -W 'utf16'$'\n''scalar'$'\n''swift'
        return
        ;;
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_escape() {
    repeating_flags=()
    non_repeating_flags=(--all-non-ascii --minimal --escapes --strict --wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--lang --file --encoding --detect-bytes --format --columns --color --width-policy)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--lang')
        __ustr_add_completions -W 'swift'$'\n''java'$'\n''js'$'\n''json'$'\n''python'$'\n''rust'$'\n''c'$'\n''csharp'$'\n''html'$'\n''url'
        return
        ;;
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_char() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --wide --no-pager --all --version -h --help)
    repeating_options=()
    non_repeating_options=(--file --encoding --detect-bytes --format --columns --color --width-policy --limit)
    __ustr_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    '--limit')
        return
        ;;
    esac
}

_ustr_search() {
    repeating_flags=()
    non_repeating_flags=(--regex --all --wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--block --script --category --age --limit --format --columns --color --width-policy)
    __ustr_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--block')
        return
        ;;
    '--script')
        return
        ;;
    '--category')
        return
        ;;
    '--age')
        return
        ;;
    '--limit')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_print() {
    repeating_flags=()
    non_repeating_flags=(--all --wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--limit --format --columns --color --width-policy)
    __ustr_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--limit')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_emoji() {
    repeating_flags=()
    non_repeating_flags=(--all --wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--tone --gender --qualification --limit --format --columns --color --width-policy)
    __ustr_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--tone')
        return
        ;;
    '--gender')
        __ustr_add_completions -W 'woman'$'\n''man'$'\n''person'$'\n''all'
        return
        ;;
    '--qualification')
        return
        ;;
    '--limit')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_scan() {
    repeating_flags=()
    non_repeating_flags=(--diff --no-pager --binary --all --version -h --help)
    repeating_options=(--allow --deny)
    non_repeating_options=(--profile --format --column --column-unit --fail-on --color --width-policy --encoding --limit)
    __ustr_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--profile')
        __ustr_add_completions -W 'code'$'\n''text'$'\n''strict'
        return
        ;;
    '--allow')
        return
        ;;
    '--deny')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'human'$'\n''json'$'\n''jsonl'$'\n''sarif'$'\n''github'
        return
        ;;
    '--column'|'--column-unit')
        __ustr_add_completions -W 'utf8'$'\n''utf16'$'\n''scalar'$'\n''grapheme'
        return
        ;;
    '--fail-on')
        __ustr_add_completions -W 'error'$'\n''warning'$'\n''note'$'\n''never'
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    '--encoding')
        return
        ;;
    '--limit')
        return
        ;;
    esac
}

_ustr_encodings() {
    repeating_flags=()
    non_repeating_flags=(--wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--format --columns --color --width-policy)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_demojibake() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--file --encoding --detect-bytes --format --columns --color --width-policy)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_live() {
    repeating_flags=()
    non_repeating_flags=(--escapes --strict --version -h --help)
    repeating_options=()
    non_repeating_options=(--file --encoding --detect-bytes)
    __ustr_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--file')
        return
        ;;
    '--encoding')
        return
        ;;
    '--detect-bytes')
        return
        ;;
    esac
}

_ustr_versions() {
    repeating_flags=()
    non_repeating_flags=(--wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--format --columns --color --width-policy)
    __ustr_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_selftest() {
    repeating_flags=()
    non_repeating_flags=(--wide --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--data --format --columns --color --width-policy)
    __ustr_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--data')
        return
        ;;
    '--format')
        __ustr_add_completions -W 'table'$'\n''json'$'\n''jsonl'
        return
        ;;
    '--columns')
        return
        ;;
    '--color')
        __ustr_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--width-policy')
        __ustr_add_completions -W 'wcwidth'$'\n''unicode'$'\n''per-scalar-emoji'
        return
        ;;
    esac
}

_ustr_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __ustr_offer_flags_options -1
}

complete -o filenames -F _ustr ustr
