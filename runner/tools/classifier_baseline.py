#!/usr/bin/env python3
"""Whether a learned text classifier would decide "is this video a recipe?" better than the
heuristic one (`RecipeClassifier`). An experiment, not part of the product: it prints figures.

    pip install scikit-learn
    swift build -c release --product evaluate
    python3 runner/tools/classifier_baseline.py [--data ../shared/eval]

It reads the heuristic's score of every video record from `evaluate score videos --verbose
--no-apertium`, then, on the tune part only (the evaluator's split: an id whose FNV-1a hash is
0 mod 5 is in the score part), measures out of fold (5 stratified folds):
- a TF-IDF logistic regression on the title and the start of the description, alone;
- the same with the heuristic's score as two more features (stacked);
- the heuristic's answer overridden by the text model where its score is within 1 or 2 of
  its threshold (where it is least sure).
The stacked model trained on the whole tune part is then scored once on the score part.
"""

import argparse
import json
import re
import subprocess
import sys

import numpy as np
from scipy.sparse import csr_matrix, hstack
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold

THRESHOLD = 3  # RecipeClassifier.threshold


def fnv1a(text):
    value = 0xCBF29CE484222325
    for byte in text.encode():
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def heuristic_scores(evaluate):
    report = subprocess.run([evaluate, "score", "videos", "--verbose", "--no-apertium"], capture_output=True, text=True,
                            check=True).stdout
    scores = {}
    for line in report.splitlines():
        match = re.match(r"^  (?:ok |ERR) score=(-?\d+) .* ((?:yt|youcook2)-\S+) \[", line)
        if match:
            scores[match.group(2)] = int(match.group(1))
    return scores


def text_of(record):
    return (record.get("title") or "") + "\n" + (record.get("description") or "")[:1500]


def score_features(scores):
    return csr_matrix(np.c_[np.clip(scores, -10, 15) / 5.0, (scores >= THRESHOLD).astype(float)])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default="../shared/eval")
    parser.add_argument("--evaluate", default=".build/release/evaluate")
    arguments = parser.parse_args()

    scores = heuristic_scores(arguments.evaluate)
    with open(f"{arguments.data}/video_records.dev-large.jsonl", encoding="utf-8") as file:
        records = [json.loads(line) for line in file]
    missing = [record["id"] for record in records if record["id"] not in scores]
    if missing:
        sys.exit(f"no heuristic score for {len(missing)} records (first: {missing[0]})")

    def part(is_score):
        chosen = [record for record in records if (fnv1a(record["id"]) % 5 == 0) == is_score]
        return ([text_of(r) for r in chosen], np.array([scores[r["id"]] for r in chosen]),
                np.array([r["label"]["is_recipe"] for r in chosen]))

    texts, heuristic, labels = part(False)
    score_texts, score_heuristic, score_labels = part(True)
    print(f"heuristic: tune {np.mean((heuristic >= THRESHOLD) == labels):.3f}, "
          f"score {np.mean((score_heuristic >= THRESHOLD) == score_labels):.3f}")

    folds = list(StratifiedKFold(5, shuffle=True, random_state=0).split(texts, labels))
    for analyzer, ngrams in [("char_wb", (2, 4)), ("word", (1, 2))]:
        for c in [1, 10, 100]:
            def vectorizer():
                return TfidfVectorizer(analyzer=analyzer, ngram_range=ngrams, min_df=2, sublinear_tf=True)

            text_probability = np.zeros(len(labels))
            stacked_right = np.zeros(len(labels), bool)
            for train, test in folds:
                vectors = vectorizer()
                train_x = vectors.fit_transform([texts[i] for i in train])
                test_x = vectors.transform([texts[i] for i in test])
                text_model = LogisticRegression(C=c, max_iter=3000).fit(train_x, labels[train])
                text_probability[test] = text_model.predict_proba(test_x)[:, 1]
                stacked = LogisticRegression(C=c, max_iter=3000).fit(
                    hstack([train_x, score_features(heuristic[train])]), labels[train])
                stacked_right[test] = stacked.predict(hstack([test_x, score_features(heuristic[test])])) == labels[test]
            text_answer = text_probability >= 0.5
            overridden = [np.mean(np.where(np.abs(heuristic - THRESHOLD) <= band, text_answer, heuristic >= THRESHOLD) == labels)
                          for band in (1, 2)]
            vectors = vectorizer()
            stacked = LogisticRegression(C=c, max_iter=3000).fit(
                hstack([vectors.fit_transform(texts), score_features(heuristic)]), labels)
            on_score = np.mean(
                stacked.predict(hstack([vectors.transform(score_texts), score_features(score_heuristic)])) == score_labels)
            print(f"{analyzer} {ngrams} C={c}: text alone {np.mean(text_answer == labels):.3f}, "
                  f"stacked {stacked_right.mean():.3f} (score part {on_score:.3f}), "
                  f"heuristic overridden within 1 / 2 of its threshold {overridden[0]:.3f} / {overridden[1]:.3f}")


if __name__ == "__main__":
    main()
