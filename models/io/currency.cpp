#include "currency.h"

#include <algorithm>

namespace gputco {

namespace {

// ICU 72's current ISO 4217 currencies (Debian 12's libicu: ucurr_openISOCurrencies with
// UCURR_COMMON | UCURR_NON_DEPRECATED), typed in so that the list does not change with the
// ICU a machine has; without HRK, CUC and VEF, which ISO 4217 has withdrawn since, and with
// VED, XCG and ZWG, which it has added. Sorted: isKnownCurrencyCode() searches it by halves.
// clang-format off
const char *const kCodes[] = {
    "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BGN",
    "BHD", "BIF", "BMD", "BND", "BOB", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHF",
    "CLP", "CNY", "COP", "CRC", "CUP", "CVE", "CZK", "DJF", "DKK", "DOP", "DZD", "EGP", "ERN", "ETB",
    "EUR", "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GNF", "GTQ", "GYD", "HKD", "HNL", "HTG",
    "HUF", "IDR", "ILS", "INR", "IQD", "IRR", "ISK", "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KMF",
    "KPW", "KRW", "KWD", "KYD", "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LYD", "MAD", "MDL", "MGA",
    "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MYR", "MZN", "NAD", "NGN", "NIO",
    "NOK", "NPR", "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD",
    "RUB", "RWF", "SAR", "SBD", "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SLL", "SOS", "SRD", "SSP",
    "STN", "SYP", "SZL", "THB", "TJS", "TMT", "TND", "TOP", "TRY", "TTD", "TWD", "TZS", "UAH", "UGX",
    "USD", "UYU", "UZS", "VED", "VES", "VND", "VUV", "WST", "XAF", "XCD", "XCG", "XOF", "XPF", "YER",
    "ZAR", "ZMW", "ZWG",
};
// clang-format on

} // namespace

const QStringList &knownCurrencyCodes()
{
    static const QStringList codes = [] {
        QStringList list;
        list.reserve(std::size(kCodes));
        for (const char *code : kCodes)
            list.append(QString::fromLatin1(code));
        return list;
    }();
    return codes;
}

bool isKnownCurrencyCode(const QString &code)
{
    const QStringList &codes = knownCurrencyCodes();
    return std::binary_search(codes.begin(), codes.end(), code);
}

} // namespace gputco
