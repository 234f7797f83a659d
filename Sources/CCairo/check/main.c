// Prints every item of items.h whose numbers differ between the real headers and CCairo's
// declarations, and exits 1 if any does.
#include <stdio.h>
#include <string.h>

typedef void (*item_emit)(const char *what, const char *name, long long value);
void real_items(item_emit emit);
void shim_items(item_emit emit);

enum { capacity = 1024 };
static struct item { const char *what, *name; long long value; } items[2][capacity];
static int counts[2], side;
static void record(const char *what, const char *name, long long value) {
    if (counts[side] < capacity) items[side][counts[side]++] = (struct item){what, name, value};
}

int main(void) {
    side = 0; real_items(record);
    side = 1; shim_items(record);
    int bad = counts[0] != counts[1] || counts[0] == capacity;
    for (int i = 0; i < counts[0] && i < counts[1]; i++) {
        struct item *r = &items[0][i], *s = &items[1][i];
        if (strcmp(r->what, s->what) || strcmp(r->name, s->name) || r->value != s->value) {
            printf("MISMATCH %s %s: real %lld, CCairo %lld\n", r->what, r->name, r->value, s->value);
            bad = 1;
        }
    }
    printf("%d items compared (sizes, alignments, offsets, bit-fields, enum and macro values): %s\n",
           counts[0], bad ? "MISMATCH" : "all equal");
    return bad;
}
