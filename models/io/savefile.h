#pragma once

// Every file the product writes goes through saveBytes() (models/io/atomicfile.h): temporary
// file in the target folder, checked writes, fsync, rename; symlinks followed; devices and
// read-only files refused; the temporary file removed on errors and on SIGINT/SIGTERM.
#include "atomicfile.h"
