kernel void k() {}
