#!/usr/bin/env python3
"""Writes every finished translation of a .ts file as a fill-translations.py dictionary.

Usage: scripts/translations-dictionary.py resources/translations/gputco_zh_CN.ts OUT.json
The dictionary has each message under its own context and under "*" (any context), so that a
message that moved to another context (a function moved into a class) keeps its translation
when scripts/fill-translations.py fills the refreshed file from it.
"""
import json
import sys
import xml.etree.ElementTree as ET

tree = ET.parse(sys.argv[1])
table = {"*": {}}
for context in tree.getroot():
    name = context.find("name").text
    for message in context.findall("message"):
        translation = message.find("translation")
        if translation.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        forms = translation.findall("numerusform")
        text = (forms[0].text if forms else translation.text) or ""
        if not text.strip():
            continue
        source = message.find("source").text
        table.setdefault(name, {})[source] = text
        table["*"].setdefault(source, text)
json.dump(table, open(sys.argv[2], "w", encoding="utf-8"), ensure_ascii=False, indent=0)
