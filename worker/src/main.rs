//! The robots' Web Worker. The page posts a robot request (JSON, see
//! `gameshelf_engine::robot::service`) and gets the answer back, so the search runs here and the
//! page never stops answering the player.

use gameshelf_engine::robot::service::{self, Service};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    // Keeps the last analysis between requests, to deepen it on the next.
    let service = RefCell::new(Service::default());
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = event.data().as_string().unwrap_or_default();
        let answer = service.borrow_mut().answer(&request, js_sys::Date::now);
        // Only a closed page refuses a message, and then nobody waits for the answer.
        let _ = replies.post_message(&JsValue::from_str(&answer));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Messages that came while the code was loading found no handler and are gone: the page
    // sends nothing before this.
    let _ = scope.post_message(&JsValue::from_str(service::READY));
}
