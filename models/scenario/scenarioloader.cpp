#include "scenarioloader.h"

#include "blockreader.h"
#include "currency.h"
#include "duplicatekeys.h"
#include "loaderrules.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace gputco {

using json = nlohmann::json;

namespace {

/// This file's messages, in the context of ScenarioLoader (lupdate files Tr::tr() calls there).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(gputco::ScenarioLoader)
};

/*
 * The loader walks the field table (ScenarioSchema): a block's fields are read in table order,
 * each with its type, range and required-ness from the table and stored through its binding
 * (FieldSpec::bind); child blocks and array elements are walked the same way, and an option's
 * type chooses the extension whose fields it reads next. What a field's own row cannot say is
 * checked by the rules (loaderrules.cpp) once the block is read. No field name is spelled here.
 */

void readBlock(BlockReader &r, void *object);

/// A number, integer, boolean, choice or text, stored through the binding when it is valid.
void readValue(BlockReader &r, const FieldSpec &f, void *object)
{
    const FieldBinding &b = f.bind;
    std::optional<double> number;
    std::optional<QString> text;
    switch (f.type) {
    case FieldType::Number: number = r.number(f); break;
    case FieldType::Integer: number = r.integer(f); break;
    case FieldType::Boolean:
        if (const auto v = r.boolean(f))
            number = *v ? 1.0 : 0.0;
        break;
    case FieldType::Choice:
        if (b.setNumber) {
            if (const auto v = r.choice(f))
                number = *v;
        } else {
            text = r.string(f); // a choice kept by name, checked by the block's rule
        }
        break;
    case FieldType::Currency: text = r.code(f); break;
    case FieldType::Date:
    case FieldType::Month: text = r.dateOrMonth(f); break;
    default: text = r.string(f); break;
    }
    if (number && b.setNumber)
        b.setNumber(object, *number);
    if (text && b.setText)
        b.setText(object, *text);
}

/// Another way to give a member, or a value checked against one: kept for the block's rule.
void readInput(BlockReader &r, const FieldSpec &f)
{
    if (f.type == FieldType::Currency) {
        if (const auto code = r.currencyCode(f))
            r.keepText(f, *code);
    } else if (const auto v = f.type == FieldType::Integer ? r.integer(f) : r.number(f)) {
        r.keep(f, *v);
    }
}

/// What-if drivers: (key, value) pairs of the child block's fields, in table order.
void readDrivers(BlockReader &r, const FieldSpec &f, void *object)
{
    BlockReader drivers = r.object(f);
    if (!drivers.valid())
        return;
    auto &pairs = *static_cast<DriverValues *>(f.bind.makeChild(object));
    for (const FieldSpec *d : ScenarioSchema::fieldsOf(f.child))
        if (const auto v = drivers.number(*d))
            pairs.emplace_back(QLatin1String(d->key), *v);
    drivers.finish();
}

void readArray(BlockReader &r, const FieldSpec &f, void *object)
{
    // An option's amounts are in the reporting currency unless it names its own.
    const QString currency
        = f.bind.tag == bind::tagOf<&Scenario::options>() ? r.context().scenario->reportingCurrency : r.currency();
    for (const auto &[j, path] : r.array(f)) {
        BlockReader element = r.element(f, j, path, currency);
        if (element.valid())
            readBlock(element, f.bind.append(object));
    }
}

void readField(BlockReader &r, const FieldSpec &f, void *object)
{
    if (r.seen(f))
        return;
    if (const auto custom = LoaderRules::fieldReader(f)) {
        custom(r, f, object);
        return;
    }
    switch (f.bind.kind) {
    case FieldBinding::Kind::Object:
        if (BlockReader child = r.object(f); child.valid())
            readBlock(child, f.bind.makeChild(object));
        break;
    case FieldBinding::Kind::Array: readArray(r, f, object); break;
    case FieldBinding::Kind::Drivers: readDrivers(r, f, object); break;
    case FieldBinding::Kind::Currency: {
        // An amount's currency: the inherited one when absent; the block's children inherit it.
        const QString code = r.currencyCode(f).value_or(r.currency());
        if (f.bind.setText)
            f.bind.setText(object, code);
        r.setCurrency(code);
        break;
    }
    case FieldBinding::Kind::Input: readInput(r, f); break;
    case FieldBinding::Kind::Value: readValue(r, f, object); break;
    }
}

/// The block's fields, then those of the extension its selector chose, then its rules.
void readBlock(BlockReader &r, void *object)
{
    const std::string_view id = r.block().id;
    for (const FieldSpec *f : ScenarioSchema::fieldsOf(id))
        readField(r, *f, object);
    void *part = nullptr;
    if (const FieldSpec *selector = ScenarioSchema::selector(id)) {
        if (r.ok(*selector)) {
            const BlockSpec *e
                = ScenarioSchema::extension(id, selector->choiceName(int(*selector->bind.number(object))));
            r.extend(*e);
            part = e->makePart(object);
            for (const FieldSpec *f : ScenarioSchema::fieldsOf(e->id))
                readField(r, *f, part);
        } else {
            for (const BlockSpec *e : ScenarioSchema::extensionsOf(id))
                r.skip(e->id); // without a valid selector its fields are not unknown, just unread
        }
    }
    if (const auto rule = LoaderRules::blockRule(r.block()))
        rule(r, object);
    if (part)
        if (const auto rule = LoaderRules::blockRule(*r.extension()))
            rule(r, part);
    r.finish();
}

/// Line and column (1-based) of a byte offset.
std::pair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset)
{
    int line = 1, column = 1;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(bytes[i]) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return {line, column};
}

/// The name of the field whose value starts just before `offset`, if any ("key": <here>).
QString fieldBefore(const QByteArray &bytes, qsizetype offset)
{
    qsizetype i = std::min(offset, bytes.size()) - 1;
    auto skipSpace = [&] {
        while (i >= 0 && QChar::isSpace(uchar(bytes[i])))
            --i;
    };
    // Step back over the partial token the parser choked on (e.g. "NaN", "Infin").
    while (
        i >= 0 && (QChar::isLetterOrNumber(uchar(bytes[i])) || bytes[i] == '-' || bytes[i] == '+' || bytes[i] == '.'))
        --i;
    skipSpace();
    if (i < 0 || bytes[i] != ':')
        return {};
    --i;
    skipSpace();
    if (i < 0 || bytes[i] != '"')
        return {};
    const qsizetype end = i;
    --i;
    while (i >= 0 && bytes[i] != '"')
        --i;
    if (i < 0)
        return {};
    return QString::fromUtf8(bytes.mid(i + 1, end - i - 1));
}

/// Offset of the first byte that is not valid UTF-8, or -1.
qsizetype firstInvalidUtf8(const QByteArray &b)
{
    const auto *p = reinterpret_cast<const unsigned char *>(b.constData());
    const qsizetype n = b.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = p[i];
        int len = 0;
        if (c < 0x80)
            len = 1;
        else if (c >= 0xC2 && c <= 0xDF)
            len = 2;
        else if (c >= 0xE0 && c <= 0xEF)
            len = 3;
        else if (c >= 0xF0 && c <= 0xF4)
            len = 4;
        else
            return i;
        if (i + len > n)
            return i;
        for (int k = 1; k < len; ++k)
            if ((p[i + k] & 0xC0) != 0x80)
                return i;
        if (len == 3 && ((c == 0xE0 && p[i + 1] < 0xA0) || (c == 0xED && p[i + 1] > 0x9F)))
            return i;
        if (len == 4 && ((c == 0xF0 && p[i + 1] < 0x90) || (c == 0xF4 && p[i + 1] > 0x8F)))
            return i;
        i += len;
    }
    return -1;
}

/// Where and why `bytes` is not one JSON document with unique keys (path, reason); nothing when
/// it is, in `root`.
std::optional<std::pair<QString, QString>> parseJson(const QByteArray &bytes, json &root)
{
    const auto problem = [](const QString &path, const QString &message) {
        return std::optional<std::pair<QString, QString>>(std::pair(path, message));
    };
    DuplicateKeyFinder duplicates;
    try {
        root = json::parse(bytes.constBegin(), bytes.constEnd(), std::ref(duplicates));
    } catch (const json::parse_error &e) {
        const qsizetype offset = qsizetype(e.byte) > 0 ? qsizetype(e.byte) - 1 : 0;
        const auto [line, col] = lineColumn(bytes, offset);
        const QString field = fieldBefore(bytes, offset + 1);
        QString reason;
        const QByteArray rest = bytes.mid(offset).trimmed();
        const QByteArray tail = bytes.mid(std::max<qsizetype>(0, offset - 9), 10);
        if (offset + 1 >= bytes.size() || bytes.mid(offset).trimmed().isEmpty())
            reason = Tr::tr("the file ends too early (truncated?)");
        else if (tail.contains("NaN") || rest.startsWith("NaN") || tail.contains("Infinity")
            || rest.startsWith("Infinity") || rest.startsWith("-Infinity") || tail.contains("Infin"))
            reason = Tr::tr("NaN and Infinity are not numbers JSON allows; write a finite number");
        else
            reason = Tr::tr("not valid JSON (%1)").arg(QString::fromUtf8(e.what()).section(QStringLiteral(": "), -1));
        QString where = Tr::tr("line %1, column %2").arg(line).arg(col);
        if (!field.isEmpty())
            where += Tr::tr(", field \"%1\"").arg(field);
        return problem(where, reason);
    } catch (const json::out_of_range &e) {
        // A number too large for a double, e.g. 1e400: name where it is.
        const QString what = QString::fromUtf8(e.what());
        const QString token = what.section(QLatin1Char('\''), 1, 1);
        const qsizetype at = token.isEmpty() ? -1 : bytes.indexOf(token.toUtf8());
        if (at < 0)
            return problem({}, Tr::tr("a number is too large (%1)").arg(what));
        const auto [line, col] = lineColumn(bytes, at);
        QString where = Tr::tr("line %1, column %2").arg(line).arg(col);
        if (const QString field = fieldBefore(bytes, at); !field.isEmpty())
            where += Tr::tr(", field \"%1\"").arg(field);
        return problem(where, Tr::tr("the number %1 is too large to be a finite number").arg(token));
    } catch (const std::exception &e) {
        return problem({}, Tr::tr("not valid JSON (%1)").arg(QString::fromUtf8(e.what())));
    }

    if (!duplicates.path().isEmpty())
        return problem(duplicates.path(), Tr::tr("the key is given twice in one object; keep one"));
    return std::nullopt;
}

} // namespace

QString Diagnostic::toString() const
{
    QString s = file;
    if (!path.isEmpty())
        s += QStringLiteral(": ") + path;
    return s + QStringLiteral(": ") + message;
}

QString LoadResult::errorString() const
{
    QStringList lines;
    for (const Diagnostic &d : problems)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

const QStringList &ScenarioLoader::knownCurrencies()
{
    // Every ISO 4217 code in use (models/io/currency.h), the ones planners use most first.
    static const QStringList codes = [] {
        QStringList list = {QStringLiteral("CNY"), QStringLiteral("USD"), QStringLiteral("EUR"), QStringLiteral("HKD"),
            QStringLiteral("JPY"), QStringLiteral("GBP"), QStringLiteral("SGD")};
        for (const QString &code : knownCurrencyCodes())
            if (!list.contains(code))
                list << code;
        return list;
    }();
    return codes;
}

LoadResult ScenarioLoader::loadFile(const QString &fileName)
{
    LoadResult result;
    QFile file(fileName);
    const QFileInfo info(fileName);
    if (!info.exists()) {
        result.problems.push_back({fileName, {}, Tr::tr("the file does not exist")});
        return result;
    }
    if (info.isDir()) {
        result.problems.push_back({fileName, {}, Tr::tr("this is a folder, not a scenario file")});
        return result;
    }
    if (info.size() > kMaxFileBytes) {
        result.problems.push_back({fileName, {},
            Tr::tr("the file is %1 MB; scenario files larger than %2 MB are refused "
                   "(is this really a scenario?)")
                .arg(double(info.size()) / 1e6, 0, 'f', 1)
                .arg(kMaxFileBytes / (1024 * 1024))});
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.problems.push_back({fileName, {}, Tr::tr("cannot be read: %1").arg(file.errorString())});
        return result;
    }
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        result.problems.push_back({fileName, {}, Tr::tr("cannot be read: %1").arg(file.errorString())});
        return result;
    }
    return loadBytes(bytes, fileName);
}

LoadResult ScenarioLoader::loadBytes(const QByteArray &input, const QString &fileName)
{
    LoadResult result;
    auto fail = [&](const QString &path, const QString &message) {
        result.problems.push_back({fileName, path, message});
        return result;
    };
    if (input.size() > kMaxFileBytes)
        return fail({},
            Tr::tr("the file is %1 MB; scenario files larger than %2 MB are refused")
                .arg(double(input.size()) / 1e6, 0, 'f', 1)
                .arg(kMaxFileBytes / (1024 * 1024)));
    QByteArray bytes = input;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    if (bytes.trimmed().isEmpty())
        return fail({}, Tr::tr("the file is empty"));
    if (const qsizetype bad = firstInvalidUtf8(bytes); bad >= 0) {
        const auto [line, col] = lineColumn(bytes, bad);
        return fail({},
            Tr::tr("not UTF-8 text: byte 0x%1 at line %2, column %3; save the file as UTF-8")
                .arg(static_cast<unsigned char>(bytes[bad]), 2, 16, QLatin1Char('0'))
                .arg(line)
                .arg(col));
    }

    json root;
    if (const auto problem = parseJson(bytes, root))
        return fail(problem->first, problem->second);

    ReadContext ctx;
    ctx.file = fileName;
    Scenario s;
    ctx.scenario = &s;
    BlockReader top(ctx, &root, QStringLiteral("$"), ScenarioSchema::top().id, QString());
    ctx.top = &top;
    if (top.valid())
        readBlock(top, &s);

    result.problems = std::move(ctx.problems);
    if (result.problems.empty())
        result.scenario = std::move(s);
    return result;
}

} // namespace gputco
