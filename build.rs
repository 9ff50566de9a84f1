//! The app's wasm is split into chunks after Trunk builds it (scripts/split-wasm.py), and the
//! splitter needs the linker's relocations to find what each chunk uses.

fn main() {
    // Without this line Cargo would run the script again, and rebuild the app, whenever any
    // file of the package changed: a stylesheet, a test's output.
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
}
