#!/usr/bin/env python3
"""Trains the ingredient-line tagger: a linear-chain CRF over the labelled lines of the tune part
of `ingredient_lines.dev-large.jsonl` (python-crfsuite, training only), written as a small text
file that `IngredientTagger` in Shared/Extraction decodes with Viterbi. Nothing here runs in the
product.

    pip install python-crfsuite
    python3 runner/tools/train_tagger.py [--data ../shared/eval] [--out Shared/Extraction/Resources/ingredient-tagger.crf]

The split is the evaluator's: a line whose id hashes (FNV-1a, 64-bit) to 0 mod 5 is in the
score part and is never trained on. Tokenisation and features must match the Swift side
(`IngredientTagger.tokens` and `IngredientTagger.features`) exactly (`IngredientTaggerTests`
pins the tokeniser). Labels are aligned to tokens here only: "leaves" to the label's "leaf",
"1 1/2" to the label's "1.5".

    python3 runner/tools/train_tagger.py --hold-out --out /tmp/held.crf
    .build/release/evaluate score ingredients --part validation --tagger /tmp/held.crf

measures rules vs CRF vs both on a fifth of the tune part that model has not seen.
"""

import argparse
import json
import os
import sys

LABELS = ["O", "QTY", "UNIT", "NAME", "SIZE", "PREP", "COMMENT", "PURPOSE"]
FIELDS = [("quantity", "QTY"), ("unit", "UNIT"), ("size", "SIZE"), ("name", "NAME"), ("preparation", "PREP"),
          ("purpose", "PURPOSE"), ("comment", "COMMENT")]
FRACTIONS = {"½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8,
             "⅙": 1 / 6, "⅚": 5 / 6, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}


def fnv1a(text):
    value = 0xcbf29ce484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return value


def is_letter(ch):
    return ch.isalpha()


def is_digit(ch):
    return ch.isdigit() or ch in FRACTIONS


def tokens(sentence):
    """Words (with inner ' and -), numbers (with inner / . , and vulgar fractions), and single
    punctuation characters."""
    result = []
    current = ""
    kind = None
    chars = list(sentence)
    for index, ch in enumerate(chars):
        following = chars[index + 1] if index + 1 < len(chars) else ""
        if ch.isspace():
            if current:
                result.append(current)
            current, kind = "", None
            continue
        if is_letter(ch):
            k = "a"
        elif is_digit(ch):
            k = "d"
        else:
            if kind == "a" and ch in "'’-" and following and is_letter(following):
                current += ch
                continue
            if kind == "d" and ch in "/.," and following and following.isdigit():
                current += ch
                continue
            if current:
                result.append(current)
            result.append(ch)
            current, kind = "", None
            continue
        if kind == k:
            current += ch
        else:
            if current:
                result.append(current)
            current, kind = ch, k
    if current:
        result.append(current)
    return result


def shape(word):
    out = []
    for ch in word:
        if ch in FRACTIONS:
            c = "f"
        elif ch.isdigit():
            c = "d"
        elif ch.isalpha():
            c = "X" if ch.isupper() else "x"
        else:
            c = ch
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def features(toks):
    lowered = [t.lower() for t in toks]
    result = []
    after_comma = False
    depth = 0
    for i, word in enumerate(lowered):
        f = ["b", "w=" + word, "s3=" + word[-3:], "sh=" + shape(toks[i]), "p=" + str(min(i, 4))]
        f.append("w-1=" + lowered[i - 1] if i > 0 else "BOS")
        if i > 1:
            f.append("w-2=" + lowered[i - 2])
        f.append("w+1=" + lowered[i + 1] if i + 1 < len(toks) else "EOS")
        if i + 2 < len(toks):
            f.append("w+2=" + lowered[i + 2])
        if after_comma:
            f.append("comma")
        if depth > 0:
            f.append("paren")
        result.append(f)
        if word == ",":
            after_comma = True
        if word == "(":
            depth += 1
        if word == ")" and depth > 0:
            depth -= 1
    return result


def singular(word):
    # "leaves", "halves", "loaves": the labels write them singular ("leaf").
    if word.endswith("ves") and len(word) > 4 and word not in ("chives", "olives", "cloves", "endives", "chives"):
        return word[:-3] + "f"
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("es") and (word.endswith("oes") or word.endswith("ches") or word.endswith("shes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def number_value(text):
    try:
        if "/" in text:
            a, b = text.split("/", 1)
            return float(a) / float(b)
        if text and text[-1] in FRACTIONS:
            whole = text[:-1]
            return (float(whole) if whole else 0.0) + FRACTIONS[text[-1]]
        return float(text.replace(",", "."))
    except (ValueError, ZeroDivisionError):
        return None


def norm(word):
    value = number_value(word)
    if value is not None:
        return "#%.3f" % value
    return singular(word.lower())


def align(toks, labels):
    """Each token's label: the first field (in sentence order, greedy) whose label words still
    contain the token; punctuation and words of no field are O."""
    pools = []
    for field, tag in FIELDS:
        words = [norm(w) for w in tokens(labels.get(field, "") or "")]
        pools.append((tag, words))
    result = []
    for index, tok in enumerate(toks):
        key = norm(tok)
        tag = "O"
        # "1 1/2" against the label's "1.5": a whole number left unmatched and the fraction after
        # it are one amount.
        value = number_value(tok)
        previous = number_value(toks[index - 1]) if index > 0 and result[-1] == "O" else None
        if value is not None and previous is not None and value < 1 and previous == int(previous):
            mixed = "#%.3f" % (previous + value)
            for name, words in pools:
                if mixed in words:
                    words.remove(mixed)
                    result[-1] = tag = name
                    break
            if tag != "O":
                result.append(tag)
                continue
        for name, words in pools:
            if key in words:
                words.remove(key)
                tag = name
                break
        else:
            # "1½" against the label's "1 1/2": a whole and a fraction.
            if value is not None and tok[-1] in FRACTIONS and len(tok) > 1:
                whole, fraction = norm(tok[:-1]), norm(tok[-1])
                for name, words in pools:
                    if whole in words and fraction in words:
                        words.remove(whole)
                        words.remove(fraction)
                        tag = name
                        break
        result.append(tag)
    return result


def tune_lines(options):
    with open(os.path.join(options.data, "ingredient_lines.dev-large.jsonl"), encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            value = fnv1a(record["id"])
            if value % 5 == 0:
                continue  # the score part
            toks = tokens(record["sentence"])
            if toks:
                yield (value // 5) % 5 == 0, features(toks), align(toks, record["labels"])


def validate(options, pycrfsuite):
    lines = list(tune_lines(options))
    for c1 in (0.05, 0.15, 0.5, 1.0):
        for c2 in (0.001, 0.01, 0.1):
            trainer = pycrfsuite.Trainer(verbose=False)
            for held, xs, ys in lines:
                if not held:
                    trainer.append(xs, ys)
            trainer.set_params({"c1": c1, "c2": c2, "max_iterations": options.iterations,
                                "feature.possible_transitions": True})
            trainer.train("/tmp/validate.crfsuite")
            tagger = pycrfsuite.Tagger()
            tagger.open("/tmp/validate.crfsuite")
            right = total = 0
            for held, xs, ys in lines:
                if held:
                    total += 1
                    right += tagger.tag(xs) == ys
            print("c1=%g c2=%g sentence accuracy %.3f (%d)" % (c1, c2, right / total, total), file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=os.environ.get("EVAL_DATA", "../shared/eval"))
    parser.add_argument("--out", default="Shared/Extraction/Resources/ingredient-tagger.crf")
    parser.add_argument("--c1", type=float, default=0.15)
    parser.add_argument("--c2", type=float, default=0.01)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--hold-out", action="store_true",
                        help="leave out the fifth of the tune part that `evaluate --part validation` scores, to "
                             "measure choices involving the CRF on lines it has not seen")
    parser.add_argument("--validate", action="store_true",
                        help="choose c1/c2 by sentence accuracy on a fifth of the tune part (the score part stays unseen)")
    options = parser.parse_args()
    import pycrfsuite

    if options.validate:
        validate(options, pycrfsuite)
        return

    trainer = pycrfsuite.Trainer(verbose=False)
    used = 0
    with open(os.path.join(options.data, "ingredient_lines.dev-large.jsonl"), encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            value = fnv1a(record["id"])
            if value % 5 == 0:
                continue  # the score part
            if options.hold_out and (value // 5) % 5 == 0:
                continue  # the validation fifth
            toks = tokens(record["sentence"])
            if not toks:
                continue
            trainer.append(features(toks), align(toks, record["labels"]))
            used += 1
    trainer.set_params({"c1": options.c1, "c2": options.c2, "max_iterations": options.iterations,
                        "feature.possible_transitions": True})
    model_path = options.out + ".crfsuite"
    trainer.train(model_path)
    tagger = pycrfsuite.Tagger()
    tagger.open(model_path)
    info = tagger.info()
    index = {label: i for i, label in enumerate(LABELS)}
    attributes = {}
    for (attribute, label), weight in info.state_features.items():
        if abs(weight) >= 1e-4:
            attributes.setdefault(attribute, []).append((index[label], weight))
    with open(options.out, "w", encoding="utf-8") as out:
        out.write("# ingredient-line CRF: %d training lines (tune part of ingredient_lines.dev-large), c1=%g c2=%g\n"
                  % (used, options.c1, options.c2))
        out.write("labels " + " ".join(LABELS) + "\n")
        for (source, target), weight in sorted(info.transitions.items()):
            out.write("t %d %d %.4f\n" % (index[source], index[target], weight))
        for attribute in sorted(attributes):
            pairs = " ".join("%d:%.4f" % pair for pair in sorted(attributes[attribute]))
            out.write("f %s\t%s\n" % (attribute, pairs))
    os.remove(model_path)
    print("trained on %d lines; %d attributes; wrote %s (%d bytes)"
          % (used, len(attributes), options.out, os.path.getsize(options.out)), file=sys.stderr)


if __name__ == "__main__":
    main()
