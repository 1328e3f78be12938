// glibc's allocator, told to keep what it frees (decision 079). Read by a process when it starts,
// so it is set in the environment of the processes a script starts, never from inside one.
//
// By default glibc hands freed memory back to the kernel as soon as a heap's top is free and
// grows each thread's heap a page range at a time; the kernel then faults those pages in again on
// the next allocation. Keeping them (a trim threshold and a pad of 256 MB, nothing mapped apart
// below 1 GB) costs resident memory that a busy process takes back anyway.
export const keepFreedMemory = [
  'glibc.malloc.trim_threshold=4294967296',
  'glibc.malloc.top_pad=268435456',
  'glibc.malloc.mmap_threshold=1073741824',
].join(':');
