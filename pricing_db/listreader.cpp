#include "listreader.h"

#include "duplicatekeys.h"

#include <QDate>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <istream>
#include <string_view>

namespace gputco {

namespace {
constexpr qsizetype kMaxIssueLength = 500;
} // namespace

void IssueSink::add(qint64 row, const QString &givenColumn, const QString &reason)
{
    QString column = givenColumn;
    if (!hourlyAs.isEmpty() && column == QStringLiteral("hourly"))
        column = hourlyAs;
    else if (renames)
        column = renames->value(column, column);
    if (row != dedupRow) {
        dedupRow = row;
        dedupKeys.clear();
    }
    const QString key = column + u'\n' + reason;
    if (dedupKeys.contains(key))
        return;
    dedupKeys.insert(key);
    addListed({file, row, column, reason});
}

void IssueSink::addListed(const ImportIssue &issue)
{
    ++total;
    if (limit < 0 || issues.size() < limit) {
        issues.append(issue);
        // A message quoting a long cell is cut (issue 33: a 100 MB line printed a 100 MB message).
        if (QString &reason = issues.last().reason; reason.size() > kMaxIssueLength)
            reason = ListReaderTr::tr("%1... [cut: %2 characters in all]")
                         .arg(reason.left(kMaxIssueLength))
                         .arg(reason.size());
    } else
        ++notListed;
}

bool StreamIssues::take(QList<ImportIssue> &issues, qint64 &notListed)
{
    if (utf8.total > 0) {
        issues = std::move(utf8Issues);
        notListed = utf8.notListed;
        return true;
    }
    if (fileIssue) {
        issues = {*fileIssue};
        notListed = 0;
    } else {
        issues = std::move(rowIssues);
        notListed = sink.notListed;
    }
    return false;
}

bool IdHashSet::insert(QStringView id)
{
    quint64 h = std::hash<std::u16string_view>{}(
        std::u16string_view(reinterpret_cast<const char16_t *>(id.utf16()), std::size_t(id.size())));
    if (h == 0)
        h = 1; // 0 marks an empty slot
    if ((mCount + 1) * 4 > qsizetype(mSlots.size()) * 3)
        grow();
    const std::size_t mask = mSlots.size() - 1;
    for (std::size_t i = h & mask;; i = (i + 1) & mask) {
        if (mSlots[i] == h)
            return false;
        if (mSlots[i] == 0) {
            mSlots[i] = h;
            ++mCount;
            return true;
        }
    }
}

void IdHashSet::grow()
{
    std::vector<quint64> old(std::max<std::size_t>(mSlots.size() * 2, 1024), 0);
    old.swap(mSlots);
    const std::size_t mask = mSlots.size() - 1;
    for (const quint64 h : old) {
        if (h == 0)
            continue;
        std::size_t i = h & mask;
        while (mSlots[i] != 0)
            i = (i + 1) & mask;
        mSlots[i] = h;
    }
}

bool isAsOfDateText(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{4}(-\\d{2}(-\\d{2})?)?$"));
    if (!pattern.match(text).hasMatch())
        return false;
    QString full = text;
    if (full.size() == 4)
        full += QStringLiteral("-01-01");
    else if (full.size() == 7)
        full += QStringLiteral("-01");
    return QDate::fromString(full, Qt::ISODate).isValid();
}

qint64 lineAtOffset(const QString &file, qint64 offset)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return 1;
    qint64 line = 1;
    qint64 left = offset;
    QByteArray block(qsizetype(1) << 16, Qt::Uninitialized);
    while (left > 0) {
        const qint64 got = f.read(block.data(), qMin<qint64>(left, block.size()));
        if (got <= 0)
            break;
        line += QByteArrayView(block.constData(), got).count('\n');
        left -= got;
    }
    return line;
}

QString utf16Problem(QIODevice &device, const QString &file)
{
    const QByteArray head = device.peek(4096);
    if (head.startsWith("\xFF\xFE") || head.startsWith("\xFE\xFF"))
        return ListReaderTr::tr("%1: is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8").arg(file);
    // A list's header and amounts are ASCII: in UTF-16 every other byte of them is NUL.
    qsizetype even = 0;
    qsizetype odd = 0;
    for (qsizetype i = 0; i < head.size(); ++i)
        if (head.at(i) == '\0')
            ++(i % 2 ? odd : even);
    if (head.size() >= 2 && qMax(even, odd) * 4 >= head.size())
        return ListReaderTr::tr("%1: looks like UTF-16 without a byte-order mark: save it as UTF-8").arg(file);
    return {};
}

void checkUtf8(const QString &file, IssueSink &sink)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return;
    QByteArray pending;
    qint64 firstLine = 1;
    for (bool end = false; !end;) {
        const QByteArray block = f.read(qint64(1) << 20);
        end = block.isEmpty();
        pending += block;
        const qsizetype cut = end ? pending.size() : pending.lastIndexOf('\n') + 1;
        if (cut <= 0)
            continue;
        const QByteArray lines = pending.left(cut);
        pending.remove(0, cut);
        for (const qint64 line : invalidUtf8Lines(lines))
            sink.addListed(
                {file, firstLine + line - 1, QStringLiteral("-"), ListReaderTr::tr("line is not valid UTF-8")});
        firstLine += lines.count('\n');
    }
}

DeviceStreamBuf::int_type DeviceStreamBuf::underflow()
{
    const qint64 got = mDevice.read(mBlock.data(), qint64(mBlock.size()));
    if (got <= 0)
        return traits_type::eof();
    setg(mBlock.data(), mBlock.data(), mBlock.data() + got);
    return traits_type::to_int_type(mBlock[0]);
}

ListJsonReader::Problem ListJsonReader::read(QIODevice &device)
{
    DeviceStreamBuf buffer(device);
    std::istream stream(&buffer);
    nlohmann::json::sax_parse(stream, this);
    if (mSyntaxError)
        return mParseError ? Problem::Syntax : Problem::NotJson;
    if (!mDuplicatePath.isEmpty())
        return Problem::DuplicateKey;
    if (!mRootIsObject || !mArrayIsArray)
        return Problem::NoArray;
    // A later version may mean something else by the same keys: refuse it rather than guess.
    if (mFormatSeen && !mFormatOk)
        return Problem::Format;
    if (mVersionSeen && !mVersionOk)
        return Problem::Version;
    return Problem::None;
}

std::optional<ImportIssue> ListJsonReader::documentIssue(Problem problem) const
{
    const QString &file = mSink.file;
    switch (problem) {
    case Problem::DuplicateKey: return ImportIssue{file, 1, mDuplicatePath, mWords.duplicateKey};
    case Problem::NoArray: return ImportIssue{file, 1, QString::fromStdString(mArrayKey), mWords.noArray};
    case Problem::Format: return ImportIssue{file, 1, QStringLiteral("format"), mWords.format};
    case Problem::Version: return ImportIssue{file, 1, QStringLiteral("version"), mWords.version.arg(mVersionText)};
    default: return std::nullopt;
    }
}

bool ListJsonReader::null()
{
    Scalar s;
    s.isNull = true;
    return scalar(s);
}

bool ListJsonReader::boolean(bool value)
{
    return scalar(Scalar{value ? QStringLiteral("true") : QStringLiteral("false")});
}

bool ListJsonReader::number_integer(number_integer_t value)
{
    return scalar(Scalar{QString::number(value), false, true, value == 1, true});
}

bool ListJsonReader::number_unsigned(number_unsigned_t value)
{
    // Unsigned: 18446744073709551615 read as a signed number was "-1" in messages (issue 33).
    return scalar(Scalar{QString::number(value), false, true, value == 1, true});
}

bool ListJsonReader::number_float(number_float_t value, const string_t &written)
{
    // A whole number a double holds exactly keeps its short form (our export writes a term of 12
    // months as 12.0, read as "12"); any other number is quoted as written (2^64 is
    // 18446744073709551616 in messages, not 1.8446744073709552e+19) and reads back as the same double.
    const bool exactWhole = std::abs(value) <= 9007199254740992.0 && value == std::floor(value);
    const QString text = QString::fromStdString(written);
    return scalar(
        Scalar{exactWhole || text.isEmpty() ? QString::number(value, 'g', 17) : text, false, false, false, true});
}

bool ListJsonReader::string(string_t &value)
{
    // A text longer than any list's (issue 33: a 200 MB cell): named and not kept; the
    // entry's other checks see an empty text.
    if (qsizetype(value.size()) > kMaxCsvRecordBytes) {
        mSink.add(std::max<qint64>(mRow, 1),
            mFrames.empty() ? QStringLiteral("-") : QString::fromStdString(mFrames.back().key),
            ListReaderTr::tr("a text of more than %1 MiB: not kept").arg(kMaxCsvRecordBytes >> 20));
        value = string_t();
        return scalar(Scalar{QString(), true});
    }
    return scalar(Scalar{QString::fromStdString(value), true});
}

bool ListJsonReader::binary(binary_t &)
{
    return scalar(Scalar{});
}

bool ListJsonReader::start_object(std::size_t)
{
    return container(true);
}

bool ListJsonReader::start_array(std::size_t)
{
    return container(false);
}

bool ListJsonReader::end_object()
{
    const Role role = mFrames.back().role;
    mFrames.pop_back();
    if (role == Role::Entry) {
        // The whole-document readers met the keys of an entry in sorted order.
        std::stable_sort(
            mEntryIssues.begin(), mEntryIssues.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        for (const auto &[key, reason] : mEntryIssues)
            mSink.add(mRow, QString::fromStdString(key), reason);
        if (mEntryIssues.empty())
            entryComplete(mRow);
        mEntryIssues.clear();
    }
    return true;
}

bool ListJsonReader::end_array()
{
    mFrames.pop_back();
    return true;
}

bool ListJsonReader::key(string_t &name)
{
    Frame &f = mFrames.back();
    f.key = name;
    if (!f.keys.insert(name).second && mDuplicatePath.isEmpty())
        mDuplicatePath = pathHere() + QLatin1Char('.') + QString::fromStdString(name);
    return true;
}

bool ListJsonReader::parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &ex)
{
    mSyntaxError = true;
    // Not a syntax error: a number too large for a double (1e999) is out_of_range.
    mParseError = dynamic_cast<const nlohmann::json::parse_error *>(&ex) != nullptr;
    mErrorPosition = static_cast<qint64>(position);
    mErrorWhat = QString::fromUtf8(ex.what());
    return false;
}

QString ListJsonReader::pathHere() const
{
    return jsonPathOf(mFrames);
}

ListJsonReader::Role ListJsonReader::place(const Scalar *value, bool object)
{
    const bool isContainer = value == nullptr;
    if (mFrames.empty()) {
        mRootIsObject = object;
        return object ? Role::Root : Role::Other;
    }
    Frame &top = mFrames.back();
    if (top.array)
        ++top.index;
    switch (top.role) {
    case Role::Root:
        if (top.key == mArrayKey) {
            mArrayIsArray = isContainer && !object;
            return mArrayIsArray ? Role::List : Role::Other;
        }
        if (top.key == "format") {
            mFormatSeen = true;
            mFormatOk = value && value->isString && value->text == mFormat;
        } else if (top.key == "version") {
            mVersionSeen = true;
            mVersionOk = value && value->isInteger && value->isOne;
            mVersionText = value ? value->text : QString();
        } else if (object && wantsSection(top.key)) {
            return Role::Section;
        } else if (!wantsSection(top.key) && top.key.rfind("x-", 0) != 0) {
            // A misspelt key ("price_bok") was ignored, and the book's name and source with it
            // (issue 33); annotations ("x-...") stay allowed, as in scenario files.
            mSink.add(1, QString::fromStdString(top.key), mWords.unknownKey);
        }
        return Role::Other;
    case Role::List:
        mRow = top.index + 1;
        mEntries = mRow;
        if (object) {
            mEntryIssues.clear();
            beginEntry(mRow);
            return Role::Entry;
        }
        mSink.add(mRow, QStringLiteral("-"), mWords.notAnObject);
        return Role::Other;
    case Role::Entry: entryValue(top.key, value); return Role::Other;
    case Role::Section: sectionValue(top.key, value); return Role::Other;
    case Role::Other: break;
    }
    return Role::Other;
}

bool ListJsonReader::scalar(const Scalar &value)
{
    place(&value, false);
    return true;
}

bool ListJsonReader::container(bool object)
{
    const Role role = place(nullptr, object);
    mFrames.push_back(Frame{role, !object, -1, {}, {}});
    return true;
}

} // namespace gputco
