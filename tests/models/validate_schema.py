#!/usr/bin/env python3
"""Validates JSON files against a JSON Schema (draft 2020-12) with Debian's python3-jsonschema.
Usage: validate_schema.py SCHEMA FILE...; prints "FILE: valid" or "FILE: invalid: reasons" per
file and exits 0; exits 2 when the schema itself is not a valid draft 2020-12 schema.
Used by tst_scenariofields to check the generated docs/scenario.schema.json against the loader."""
import json,sys
from jsonschema import Draft202012Validator
schema=json.load(open(sys.argv[1]))
try:
    Draft202012Validator.check_schema(schema)
except Exception as e:
    print(f"schema: {e}")
    sys.exit(2)
v=Draft202012Validator(schema)
for f in sys.argv[2:]:
    try: doc=json.load(open(f,encoding='utf-8-sig'))
    except Exception as e: print(f"{f}: unreadable: {e}"); continue
    errs=sorted(v.iter_errors(doc), key=lambda e: list(e.absolute_path))
    print(f"{f}: " + ("valid" if not errs else "invalid: " + "; ".join(f"{'/'.join(map(str,e.absolute_path))}: {e.message[:150]}" for e in errs[:3])))
