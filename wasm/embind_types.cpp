// In place of embind's own registration of its builtin types (libembind's bind.cpp), which
// registers every integer, float, string, wide string and memory_view type with its name: the
// module's code and names for those (1.3 KB) and the glue's readers and writers for all of
// them. Only the types in bindings.cpp's signatures are registered here; a signature with
// another type fails at start-up with embind's "unbound type" error, so add that type here.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>

#include <cstring>

using emscripten::internal::TypeID;

extern "C" {

// What the glue names a type in its errors. The module has no RTTI (wasm/CMakeLists.txt), so
// a type is only an address, which EMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0 has the glue print.
EMSCRIPTEN_KEEPALIVE const char* __getTypeName(const void* /*type*/) { return strdup("?"); }

EMSCRIPTEN_KEEPALIVE __attribute__((constructor)) void
__embind_register_native_and_builtin_types() {
  using namespace emscripten::internal;
  _embind_register_emval(TypeID<emscripten::val>::get(), "emscripten::val");
}

}  // extern "C"
