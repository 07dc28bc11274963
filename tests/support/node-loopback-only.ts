import { installLoopbackGuard } from './loopback-guard';

// For a tool the suite runs as a process of its own (`node --import tsx --import <this file> …`):
// every connection it starts outside loopback is refused before any name is looked up, as in the
// test runners. A tool that only tries to fetch something optional carries on without it.
installLoopbackGuard();
