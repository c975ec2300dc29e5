function __ustr_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __ustr_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __ustr_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __ustr_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __ustr_parse_tokens -S
    set -l unparsed_tokens (__ustr_tokens -pc)
    switch $unparsed_tokens[1]
    case 'ustr'
        __ustr_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'inspect'
            __ustr_parse_subcommand 1 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'limit=' 'all' 'version' 'h/help'
        case 'lengths'
            __ustr_parse_subcommand 1 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'max=' 'unit=' 'each-line' 'all' 'version' 'h/help'
        case 'compare'
            __ustr_parse_subcommand 2 'file-a=' 'file-b=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'level=' 'version' 'h/help'
        case 'normalize'
            __ustr_parse_subcommand 1 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'form=' 'check' 'version' 'h/help'
        case 'offset'
            __ustr_parse_subcommand 2 'unit=' 'line=' 'column=' 'column-unit=' 'one-based' 'strict-column' 'line-terminators=' 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'slice'
            __ustr_parse_subcommand 1 'unit=' 'range=' 'round=' 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'breaks'
            __ustr_parse_subcommand 1 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'kind=' 'engine=' 'explain' 'unicode=' 'limit=' 'all' 'version' 'h/help'
        case 'sort'
            __ustr_parse_subcommand 1 'order=' 'reverse' 'file=' 'encoding=' 'escapes' 'strict' 'color=' 'no-pager' 'version' 'h/help'
        case 'escape'
            __ustr_parse_subcommand 1 'lang=' 'all-non-ascii' 'minimal' 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'char'
            __ustr_parse_subcommand -r 1 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'limit=' 'all' 'version' 'h/help'
        case 'search'
            __ustr_parse_subcommand -r 1 'regex' 'block=' 'script=' 'category=' 'age=' 'limit=' 'all' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'print'
            __ustr_parse_subcommand -r 1 'all' 'limit=' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'emoji'
            __ustr_parse_subcommand -r 1 'tone=' 'gender=' 'qualification=' 'limit=' 'all' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'scan'
            __ustr_parse_subcommand -r 1 'diff' 'profile=' 'allow=+' 'deny=+' 'format=' 'column=' 'fail-on=' 'color=' 'no-pager' 'binary' 'all' 'version' 'h/help'
        case 'encodings'
            __ustr_parse_subcommand 1 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'demojibake'
            __ustr_parse_subcommand 1 'file=' 'encoding=' 'escapes' 'strict' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'live'
            __ustr_parse_subcommand 1 'file=' 'encoding=' 'escapes' 'strict' 'version' 'h/help'
        case 'versions'
            __ustr_parse_subcommand 0 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'selftest'
            __ustr_parse_subcommand 0 'data=' 'format=' 'wide' 'columns=' 'color=' 'no-pager' 'version' 'h/help'
        case 'help'
            __ustr_parse_subcommand -r 1 'version'
        end
    end
end

function __ustr_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __ustr_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __ustr_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __ustr_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__ustr_tokens -p)
    if test -z "$(__ustr_tokens -t)"
        set -l index (count (__ustr_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'ustr' -f
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'inspect' -d 'Show each grapheme cluster, its scalars, UTF-16 units and UTF-8 bytes, aligned.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'lengths' -d 'Show the text\'s length as Swift, Java, JavaScript, Python, Rust, Go and C# count it.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'compare' -d 'Compare two texts: equal as bytes, scalars, Swift ==, canonically, by compatibility, case-folded?'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'normalize' -d 'Write the text in NFC, NFD, NFKC or NFKD (a filter), or --check which forms it is in.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'offset' -d 'Show where an offset, or a line and column, falls in every view of the text.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'slice' -d 'Print the substring between two offsets of one view, or say why it would cut a character.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'breaks' -d 'Show where a text breaks into grapheme clusters, words, sentences or lines, by engine.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'sort' -d 'Sort lines by UTF-16 code unit (Java), code point, or Swift\'s <.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'escape' -d 'Write the text as a string literal in Swift, Java, JavaScript, JSON, Python, Rust, C, C#, HTML or a URL.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'char' -d 'Show every property of each character: name, aliases, script, block, age, bidi, width, decomposition, case, breaks, confusables, literals.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'search' -d 'Find code points whose name or alias has every word given (whole words), or matches --regex.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'print' -d 'List the code points of a range, block, script, category, age or UTF-8 bytes.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'emoji' -d 'Find emoji sequences by CLDR short name, group or subgroup, with skin tones and gendered forms.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'scan' -d 'Find hidden, deceptive and broken text in files, trees and diffs, for review and CI.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'encodings' -d 'List the encodings --encoding accepts: ICU\'s converters, their aliases, ASCII-compatibility.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'demojibake' -d 'Repair mojibake (UTF-8 misread as windows-1252, ISO-8859-1, Mac Roman, CP437 or Shift_JIS).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'live' -d 'Type or paste text and watch every view follow the cursor (full screen).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'versions' -d 'Show each engine, its library version and the Unicode version it implements.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'selftest' -d 'Check this build\'s engines (Swift, the system ICU, the reference) against Unicode\'s conformance files.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_positional "ustr" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" limit' -l 'limit' -d 'The most grapheme clusters to list; the rest are counted. Default: 1000 in a table, every cluster in JSON and JSON Lines (they stream, so a script gets every row unless it asks for less).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" all' -l 'all' -d 'List every grapheme cluster, however large the input.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr inspect" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" max' -l 'max' -d 'The most the text may count in --unit; exit 1 when over.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" unit' -l 'unit' -d 'The unit --max counts (default: grapheme; the plurals graphemes and scalars work too).' -rfka 'utf8 utf16 scalar grapheme'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" each-line' -l 'each-line' -d 'Check each line against --max, and list the lines over it.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" all' -l 'all' -d 'List every line over the limit, however many (default: the first 1000 in JSON, 100 in a table).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr lengths" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" file-a' -l 'file-a' -d 'Read the first text from a file (\'-\' for stdin).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" file-b' -l 'file-b' -d 'Read the second text from a file (\'-\' for stdin).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" level' -l 'level' -d 'The level that sets the exit code (bytes and scalars, the older names, work too).' -rfka 'utf8 scalar swift canonical compatibility casefold'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr compare" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" form' -l 'form' -d 'The form: nfc, nfd, nfkc or nfkd.' -rfka 'nfc nfd nfkc nfkd'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" check' -l 'check' -d 'Say which forms the text is already in instead of normalizing it; exit 1 when it is not in --form.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr normalize" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" from unit' -l 'unit' -l 'from' -d 'The unit the offset counts (--from is its older name).' -rfka 'utf8 utf16 scalar grapheme'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" line' -l 'line' -d 'The line (from 0, or from 1 with --one-based).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" column' -l 'column' -d 'The column in the line, in --column-unit\'s units (from 0, or 1 with --one-based).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" column-unit' -l 'column-unit' -d 'The unit --column counts: utf16 (LSP\'s default), utf8, scalar or grapheme.' -rfka 'utf8 utf16 scalar grapheme'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" one-based' -l 'one-based' -d 'Count lines and columns from 1, as editors\' status bars do (--line, --column and the table; JSON stays 0-based).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" strict-column' -l 'strict-column' -d 'Refuse (exit 2) a column past its line\'s end instead of taking the line\'s end.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" line-terminators' -l 'line-terminators' -d 'What ends a line: lsp (LF, CR LF, CR) or unicode (also VT, FF, NEL, LS, PS).' -rfka 'lsp unicode'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr offset" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" unit' -l 'unit' -d 'The unit the range counts (the plurals graphemes and scalars work too).' -rfka 'utf8 utf16 scalar grapheme'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" range' -l 'range' -d 'The half-open range of offsets, A..<B (e.g. 0..<5).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" round' -l 'round' -d 'What to do with an end inside a cluster: refuse, outward or inward.' -rfka 'refuse outward inward'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr slice" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" kind' -l 'kind' -d 'What to divide the text into: grapheme, word, sentence or line.' -rfka 'grapheme word sentence line'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" engine' -l 'engine' -d 'The grapheme engine: swift, icu, reference or all (words, sentences, lines: icu).' -rfka 'swift icu reference all'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" explain' -l 'explain' -d 'Name the UAX #29 rule at every position, with the properties on both sides.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" unicode' -l 'unicode' -d 'The reference\'s Unicode version: 15.0, 16.0, 17.0 (default 17.0).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" limit' -l 'limit' -d 'The most segments, disagreements and positions to list (table default 1000; JSON and JSON Lines: all); the rest are counted.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" all' -l 'all' -d 'List every segment and position, however large the input.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr breaks" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" order' -l 'order' -d 'utf16 (UTF-16 code units: Java compareTo, JavaScript <), scalar (code points = UTF-8 bytes), or swift (<, canonical equivalence). java and scalars are accepted too.' -rfka 'utf16 scalar swift'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" reverse' -l 'reverse' -d 'Sort in descending order (still stable).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr sort" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" lang' -l 'lang' -d 'swift, java, js, json, python, rust, c, csharp, html or url.' -rfka 'swift java js json python rust c csharp html url'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" all-non-ascii' -l 'all-non-ascii' -d 'Escape every scalar outside printable ASCII (the default), or only invisible and unsafe ones.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" minimal' -l 'minimal' -d 'Escape every scalar outside printable ASCII (the default), or only invisible and unsafe ones.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr escape" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" limit' -l 'limit' -d 'The most scalars to show a card for; the rest are counted. Default: 100.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" all' -l 'all' -d 'Show a card for every scalar, however large the input.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr char" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" regex' -l 'regex' -d 'Read the argument as a regular expression matched anywhere in each name and alias (upper case).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" block' -l 'block' -d 'Only code points of this block (Blocks.txt name, loosely: \'arrows\').' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" script' -l 'script' -d 'Only code points of this script (ISO 15924 code or name: Grek, Greek).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" category' -l 'category' -d 'Only code points of this General_Category (Sm) or major class (S).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" age' -l 'age' -d 'Only code points added in this Unicode version (17.0).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" limit' -l 'limit' -d 'The most results to list; the rest are counted. Default: 100.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" all' -l 'all' -d 'List every result.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr search" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" all' -l 'all' -d 'Include unassigned code points (noncharacters, reserved).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" limit' -l 'limit' -d 'The most code points to list; the rest are counted. Default: 1000 in a table, all in JSON.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr print" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" tone' -l 'tone' -d 'Skin tone: light, medium-light, medium, medium-dark, dark, or all (every form). Default: none.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" gender' -l 'gender' -d 'Gendered forms: woman, man, person or all.' -rfka 'woman man person all'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" qualification' -l 'qualification' -d 'fully-qualified, minimally-qualified, unqualified, component or all.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" limit' -l 'limit' -d 'The most sequences to list; the rest are counted. Default: 100.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" all' -l 'all' -d 'List every match.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr emoji" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" diff' -l 'diff' -d 'Read a unified diff on standard input and scan its added lines only (new-file line numbers).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" profile' -l 'profile' -d 'Profile for every file: code, text or strict (default: by each file\'s kind).' -rfka 'code text strict'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan"' -l 'allow' -d 'Rule ids or code points not to report (comma-separated; repeatable).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan"' -l 'deny' -d 'Rule ids or code points always reported, as errors (comma-separated; repeatable).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" format' -l 'format' -d 'Output format: human, json, jsonl, sarif or github.' -rfka 'human json jsonl sarif github'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" column' -l 'column' -d 'The unit of columns in human, SARIF and GitHub output: utf8, utf16, scalar or grapheme.' -rfka 'utf8 utf16 scalar grapheme'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" fail-on' -l 'fail-on' -d 'The lowest severity that makes the exit code 1: error, warning, note or never.' -rfka 'error warning note never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" binary' -l 'binary' -d 'Scan files with NUL bytes too, instead of skipping them as binary.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" all' -l 'all' -d 'List every finding (default: the first 1000 of each file; all are counted).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr scan" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr encodings" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr encodings" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr encodings" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr encodings" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr encodings" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr encodings" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr encodings" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" file' -l 'file' -d 'Read the text from a file (\'-\' for standard input); at most 1 GiB ($USTR_MAX_INPUT_BYTES).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr demojibake" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr live" file' -l 'file' -d 'Start from the text of a file.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr live" encoding' -l 'encoding' -d 'The input\'s encoding: any name or alias ICU knows (\'ustr encodings\' lists them), or \'auto\' to let ICU\'s detector choose. Default: UTF-8, or what a byte order mark says.' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr live" escapes' -l 'escapes' -d 'Read escapes in the text: \\u{301} \\u0301 \\U0001F600 \\x{301} \\xHH U+0301 &#x301; &#769;.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr live" strict' -l 'strict' -d 'Fail (exit 2) on input that does not decode (invalid UTF-8, or bytes invalid or unmappable in --encoding) instead of replacing it with U+FFFD.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr live" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr live" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr versions" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr versions" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr versions" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr versions" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr versions" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr versions" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr versions" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr selftest" data' -l 'data' -d 'The Unicode data folder (default: $USTR_UNICODE_DATA, else ../shared/unicode).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr selftest" format' -l 'format' -d 'Output format: table, json or jsonl (JSON Lines: one object a line).' -rfka 'table json jsonl'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr selftest" wide' -l 'wide' -d 'Show every table column, however wide the terminal (the default in a pipe).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr selftest" columns' -l 'columns' -d 'The columns of the main table to show, comma-separated (the note under a table that hid some names them; an unknown name is an error that lists them).' -rfka ''
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr selftest" color' -l 'color' -d 'When to colour: auto (on a terminal whose TERM is not dumb, unless NO_COLOR is set; CLICOLOR_FORCE forces it), always, or never. JSON is never coloured.' -rfka 'auto always never'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr selftest" no-pager' -l 'no-pager' -d 'Write straight to the terminal, never through $PAGER (also USTR_PAGER=cat).'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr selftest" version' -l 'version' -d 'Show the version.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr selftest" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ustr' -n '__ustr_should_offer_completions_for_flags_or_options "ustr help" version' -l 'version' -d 'Show the version.'
