// Renders resources/icons/gputco.svg to the PNG sizes a freedesktop icon theme wants.
// Run once after changing the SVG and commit the PNGs (the build does not need Qt Svg
// at packaging time):
//   cmake --build BUILD --target gputco_render_icons
//   BUILD/packaging/gputco_render_icons resources/icons/gputco.svg resources/icons
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream err(stderr);
    if (args.size() != 3) {
        err << "usage: gputco_render_icons ICON.svg OUTPUT_DIR\n";
        return 2;
    }
    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        err << "cannot read " << args.at(1) << '\n';
        return 1;
    }
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256}) {
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        const QString out = QStringLiteral("%1/gputco-%2.png").arg(args.at(2)).arg(size);
        if (!image.save(out, "PNG")) {
            err << "cannot write " << out << '\n';
            return 1;
        }
    }
    return 0;
}
