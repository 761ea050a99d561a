// The recorder is a module of its own (an app that only records links nothing else); the
// engine brings it along, so `import Lifecheck` has it too.
@_exported public import LifecheckRecorder
