#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| gameshelf_engine::fuzz::backup(data));
