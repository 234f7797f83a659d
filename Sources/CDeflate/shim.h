// libdeflate (libdeflate-dev): whole-buffer zlib streams for PNG's IDAT, several times faster than
// zlib at the same size (Benchmarks/png-bench/RESULTS.md).
#include <libdeflate.h>
