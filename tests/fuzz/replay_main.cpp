// Replays fuzz inputs through a fuzz target's entry point without libFuzzer, so the normal
// test suite (and its sanitizer pass) runs every committed regression and seed input.
//   fuzz_replay_X FILE_OR_DIR...     exit 0 when every input passed; a failure aborts.
//   fuzz_replay_X --expect-crash FILE_OR_DIR...
//                                    known bugs: each input runs in a child process that must
//                                    fail; exit 1 if one passes (the bug is fixed: move it to
//                                    regressions/ so that it guards the fix).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

int replay(const std::filesystem::path &file)
{
    std::ifstream in(file, std::ios::binary);
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    std::printf("replay %s (%zu bytes)\n", file.c_str(), bytes.size());
    std::fflush(stdout);
    return LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
}

/// Runs one input in a child process; true when the child failed (crashed or exited non-zero).
bool failsInChild(const std::filesystem::path &file)
{
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0)
        _exit(replay(file));
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid)
        return false;
    return !(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

} // namespace

int main(int argc, char *argv[])
{
    int count = 0;
    int first = 1;
    const bool expectCrash = argc > 1 && std::string_view(argv[1]) == "--expect-crash";
    if (expectCrash)
        ++first;
    int fixed = 0;
    auto run = [&](const std::filesystem::path &f) {
        ++count;
        if (!expectCrash) {
            replay(f);
        } else if (!failsInChild(f)) {
            std::printf("now passes: %s; move it to tests/fuzz/regressions/\n", f.c_str());
            ++fixed;
        }
    };
    for (int i = first; i < argc; ++i) {
        const std::filesystem::path arg(argv[i]);
        if (std::filesystem::is_directory(arg)) {
            std::vector<std::filesystem::path> files;
            for (const auto &entry : std::filesystem::directory_iterator(arg))
                if (entry.is_regular_file() && entry.path().filename() != "README.md")
                    files.push_back(entry.path());
            std::sort(files.begin(), files.end());
            for (const auto &f : files)
                run(f);
        } else if (std::filesystem::is_regular_file(arg)) {
            run(arg);
        } else {
            std::fprintf(stderr, "no such file or folder: %s\n", argv[i]);
            return 2;
        }
    }
    if (expectCrash) {
        std::printf("%d known-bug inputs replayed, %d still fail, %d now pass\n", count, count - fixed, fixed);
        return fixed == 0 ? 0 : 1;
    }
    std::printf("%d inputs replayed, no failure\n", count);
    return 0;
}
