//! What the screens' native tests share (`cargo test -p gameshelf`).

use leptos::prelude::Owner;

/// Runs nothing: natively the screens' effects stay asleep, and the tests read their signals.
struct NoTasks;

impl any_spawner::CustomExecutor for NoTasks {
    fn spawn(&self, _: any_spawner::PinnedFuture<()>) {}
    fn spawn_local(&self, _: any_spawner::PinnedLocalFuture<()>) {}
    fn poll_local(&self) {}
}

/// Runs `test` under a reactive owner, as a page's component would, with the live region the
/// screens' announcements go to.
pub(crate) fn on_screen(test: impl FnOnce()) {
    // Each test may be the first: the others' executor is as good.
    let _ = any_spawner::Executor::init_custom_executor(NoTasks);
    super::announce::install();
    Owner::new().with(test);
}
