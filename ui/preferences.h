#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

namespace gputco {

/// A typed settings key, declared where it is used: Preference<QStringList> recent{"recentFiles"}.
template<typename T> class Preference
{
public:
    Preference(const char *key, T defaultValue = T())
        : mKey(QLatin1String(key))
        , mDefault(std::move(defaultValue))
    { }

    T get() const
    {
        const QVariant v = QSettings().value(mKey);
        return v.isValid() ? v.template value<T>() : mDefault;
    }
    void set(const T &value) const { QSettings().setValue(mKey, QVariant::fromValue(value)); }
    operator T() const { return get(); }

private:
    QString mKey;
    T mDefault;
};

} // namespace gputco
