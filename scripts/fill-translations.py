#!/usr/bin/env python3
"""Fills unfinished messages of a .ts file from a JSON dictionary {context: {source: translation}}.

Usage: scripts/fill-translations.py [--replace] resources/translations/gputco_zh_CN.ts FILE.json
With --replace, finished messages listed in the dictionary are changed too (terminology fixes).
Reports what is still unfinished afterwards. Keeps the file's structure (edits text only).
"""
import json
import sys
import xml.etree.ElementTree as ET

args = [a for a in sys.argv[1:] if a != "--replace"]
replace = len(args) != len(sys.argv) - 1
ts_path, dict_path = args[0], args[1]
table = json.load(open(dict_path, encoding="utf-8"))
tree = ET.parse(ts_path)
left = []
for context in tree.getroot():
    name = context.find("name").text
    for message in context.findall("message"):
        translation = message.find("translation")
        forms = translation.findall("numerusform")
        done = any((f.text or "").strip() for f in forms) if forms else (translation.text or "").strip()
        source = message.find("source").text
        text = table.get(name, {}).get(source) or table.get("*", {}).get(source)
        if translation.get("type") != "unfinished" and done and not (replace and text is not None):
            continue
        if text is None:
            left.append((name, source))
            continue
        if forms:  # a plural (%n): Chinese has one form
            for f in forms:
                f.text = text
        else:
            translation.text = text
        translation.attrib.pop("type", None)
header = open(ts_path, encoding="utf-8").read().split("<TS", 1)[0]
body = ET.tostring(tree.getroot(), encoding="unicode")
with open(ts_path, "w", encoding="utf-8") as f:
    f.write(header + body + "\n")
for name, source in left:
    print(f"unfinished: {name}: {source!r}")
