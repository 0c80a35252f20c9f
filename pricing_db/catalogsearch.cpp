#include "catalogsearch.h"

namespace gputco::CatalogSearch {

namespace {

struct ProviderAliases
{
    const char *id;
    std::initializer_list<const char *> words; // UTF-8
};

const ProviderAliases kProviders[] = {
    {"aws", {"aws", "amazon", "amazon web services", "亚马逊", "亚马逊云", "亚马逊云科技"}},
    {"alibaba", {"alibaba", "aliyun", "alicloud", "alibaba cloud", "阿里", "阿里云"}},
    {"tencent", {"tencent", "qcloud", "tencentcloud", "tencent cloud", "腾讯", "腾讯云"}},
    {"huawei", {"huawei", "huaweicloud", "huawei cloud", "华为", "华为云"}},
    {"baidu", {"baidu", "bce", "baiducloud", "baidu ai cloud", "百度", "百度云", "百度智能云"}},
    {"volcengine", {"volcengine", "volc", "volcano", "volcano engine", "火山", "火山引擎"}},
};

} // namespace

QString providerId(const QString &word)
{
    const QString w = word.trimmed();
    for (const ProviderAliases &p : kProviders)
        for (const char *alias : p.words)
            if (w.compare(QString::fromUtf8(alias), Qt::CaseInsensitive) == 0)
                return QString::fromLatin1(p.id);
    return w;
}

QStringList providerWords(const QString &id)
{
    QStringList out;
    for (const ProviderAliases &p : kProviders)
        if (id == QLatin1String(p.id))
            for (const char *alias : p.words)
                out << QString::fromUtf8(alias);
    return out;
}

bool matchesWordStart(const QString &name, const QString &query)
{
    const QString q = query.trimmed();
    if (q.isEmpty())
        return true;
    for (qsizetype at = name.indexOf(q, 0, Qt::CaseInsensitive); at >= 0;
         at = name.indexOf(q, at + 1, Qt::CaseInsensitive))
        if (at == 0 || !name.at(at - 1).isLetterOrNumber())
            return true;
    return false;
}

std::optional<double> pricePerGpuHour(const PriceRow &row)
{
    if (!row.hourlyAmount || !row.gpuCount || *row.gpuCount <= 0)
        return std::nullopt;
    return *row.hourlyAmount / *row.gpuCount;
}

} // namespace gputco::CatalogSearch
