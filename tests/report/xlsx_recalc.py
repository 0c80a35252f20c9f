#!/usr/bin/python3
"""Recalculates an exported XLSX with LibreOffice and prints what tst_xlsx checks, as JSON.

usage: xlsx_recalc.py EXPORT.xlsx WORKDIR [NAME=VALUE ...]

Sheets by position (their names follow the language): 0 Inputs, 1 Totals, 2 Categories,
3 Monthly, 4 Quantities (when some monthly amounts are formulas of prices), then Years, Fiscal
years, next to last Decisions. Copies are recalculated by
LibreOffice headless (its own profile in WORKDIR, set to recalculate OOXML files on load, so
that the engine's cached values are not simply read back): the export as it is ("orig"), a copy
in which a planner changed two cells with openpyxl (which writes formulas without cached
values): the first option's first category of month 1 +1000 (its value, where it was a formula),
and the discount rate 0 ("changed"); and for each NAME=VALUE a copy with the input of that
defined name set to VALUE ("NAME"). Each copy also gives the check cell's text ("check").
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys

import openpyxl

export, work = sys.argv[1], os.path.abspath(sys.argv[2])
TIMEOUT = 240  # seconds for LibreOffice (a loaded 2-core machine takes 5-20 s)


def rows(ws, data):
    return [[c.value for c in row] for row in ws.iter_rows(min_row=2)]


def sheets_of(wb):
    """(index, key) of the sheets read: Years and Fiscal years come after Quantities, if any."""
    # The Quantities sheet's first trend row reads the price-trend inputs.
    shift = 1 if 'priceTrends_' in str(wb.worksheets[4]['G2'].value) else 0
    return ((1, 'totals'), (2, 'categories'), (4 + shift, 'years'), (5 + shift, 'fiscalYears'))


def named_cell(wb, name):
    """The (sheet, row, column) a workbook-wide defined name refers to."""
    dn = wb.defined_names
    defs = dn.definedName if hasattr(dn, 'definedName') else list(dn.values())
    for d in defs:
        if d.name == name:
            m = re.fullmatch(r"'?(.*?)'?!\$([A-Z]+)\$(\d+)", d.attr_text)
            if not m:
                sys.exit('defined name %s is not one cell: %s' % (name, d.attr_text))
            col = openpyxl.utils.column_index_from_string(m.group(2))
            return wb[m.group(1).replace("''", "'")], int(m.group(3)), col
    sys.exit('no defined name %s' % name)


formulas = openpyxl.load_workbook(export)
sheets = formulas.worksheets
SHEETS = sheets_of(formulas)
out = {'sheets': formulas.sheetnames}
# Which cells are formulas: every amount of Totals, Categories and Years.
out['formulas'] = {name: rows(sheets[i], False) for i, name in SHEETS}
out['monthlyFormulas'] = [[c.value for c in row] for row in sheets[3].iter_rows(min_row=2, max_row=3)]
# The Decisions sheet (the one before Provenance, the last): its pair rows.
out['formulas']['decisions'] = rows(sheets[-2], False)
# The cached values a viewer that does not recalculate shows.
cached = openpyxl.load_workbook(export, data_only=True).worksheets
out['cached'] = {name: rows(cached[i], True) for i, name in SHEETS}

# The planner's change: the discount rate (its defined name) and a monthly amount.
orig = os.path.join(work, 'orig.xlsx')
changed = os.path.join(work, 'changed.xlsx')
shutil.copyfile(export, orig)
copies = ['orig', 'changed']
edits = [a.split('=', 1) for a in sys.argv[3:]]
for name, value in edits:
    wb = openpyxl.load_workbook(export)
    ws, r, c = named_cell(wb, name)
    ws.cell(row=r, column=c).value = float(value)
    wb.save(os.path.join(work, name + '.xlsx'))
    copies.append(name)
ws, r, c = named_cell(formulas, 'discountRatePercentPerYear')
ws.cell(row=r, column=c).value = 0
sheets[3].cell(row=2, column=3).value = (cached[3].cell(row=2, column=3).value or 0) + 1000
formulas.save(changed)

# LibreOffice with its own profile: parallel tests do not share (or lock) the user's.
profile = os.path.join(work, 'lo-profile')
os.makedirs(os.path.join(profile, 'user'), exist_ok=True)
with open(os.path.join(profile, 'user', 'registrymodifications.xcu'), 'w') as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<oor:items xmlns:oor="http://openoffice.org/2001/registry" '
            'xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
            '<item oor:path="/org.openoffice.Office.Calc/Formula/Load">'
            '<prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>\n'
            '</oor:items>\n')
outdir = os.path.join(work, 'recalculated')
os.makedirs(outdir, exist_ok=True)
try:
    lo = subprocess.run(['soffice', '-env:UserInstallation=' + pathlib.Path(profile).as_uri(), '--headless', '--norestore',
                         '--convert-to', 'xlsx', '--outdir', outdir] + [os.path.join(work, k + '.xlsx') for k in copies],
                        capture_output=True, timeout=TIMEOUT)
except subprocess.TimeoutExpired:
    sys.exit('LibreOffice did not finish within %d s' % TIMEOUT)
for name in (k + '.xlsx' for k in copies):
    if not os.path.exists(os.path.join(outdir, name)):
        sys.exit('LibreOffice wrote no %s: %s %s' % (name, lo.stdout.decode(errors='replace'),
                                                      lo.stderr.decode(errors='replace')))
for key in copies:
    wb = openpyxl.load_workbook(os.path.join(outdir, key + '.xlsx'), data_only=True).worksheets
    out[key] = {name: rows(wb[i], True) for i, name in SHEETS}
    out[key]['decisions'] = rows(wb[-2], True)
    book = openpyxl.load_workbook(os.path.join(outdir, key + '.xlsx'), data_only=True)
    ws, r, c = named_cell(book, 'checks_recomputeInApp')
    out[key]['check'] = ws.cell(row=r, column=c).value or ''
print(json.dumps(out))
