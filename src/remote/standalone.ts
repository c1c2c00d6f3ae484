// The remote has no page of its own; this entry only makes the build complete.
export {};
