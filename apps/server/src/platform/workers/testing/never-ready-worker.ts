// A worker entry for the pool's tests that never finishes loading.
for (;;);
