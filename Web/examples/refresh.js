// A list with a pull to refresh (host.refreshControl): a drag that pulls the content past its top by the
// trigger distance starts one refresh; the content rests below its top, showing the indicator behind it,
// until the page calls endRefreshing (here two seconds later, as a load would end).
start().then(([grasp, host]) => {
  fillRows(document.getElementById('list-content'), 30, 'Message');
  const indicator = document.getElementById('indicator');
  const list = host.scrollView(document.getElementById('list'), { alwaysBounceVertical: true });
  example.refreshes = 0;
  example.ended = 0;
  const control = host.refreshControl(list, {
    triggerDistance: 80, refreshingHeight: 60,
    delegate: {
      refreshDidBegin: () => {
        example.refreshes += 1;
        indicator.textContent = 'Refreshing…';
        note(`refresh ${example.refreshes} began`);
        setTimeout(() => {
          control.endRefreshing();
          example.ended += 1;
          indicator.textContent = 'Pull to refresh';
          note(`refresh ${example.refreshes} ended`);
        }, 2000);
      },
    },
  });
  example.refresh = () => ({ refreshing: control.isRefreshing, pull: control.pullDistance, progress: control.progress, offset: list.contentOffset.y });
  example.ready = true;
});
