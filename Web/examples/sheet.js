// A bottom sheet (host.bottomSheet) over a scrolling list: the grabber drags the sheet between its three
// detents, the sheet's own list (a scroll view) scrolls once the sheet is at its top detent and hands the
// drag back to the sheet at its top edge, and the list behind it scrolls on its own.
start().then(([grasp, host]) => {
  fillRows(document.getElementById('back-content'), 30, 'Place');
  fillRows(document.getElementById('sheet-content'), 30, 'Result');
  const back = host.scrollView(document.getElementById('back'), { alwaysBounceVertical: true });
  const list = host.scrollView(document.getElementById('sheet-list'), { alwaysBounceVertical: true });
  const sheet = host.bottomSheet(document.getElementById('sheet'), {
    header: document.getElementById('grabber'),
    detents: [0.15, 0.5, 0.92],
    initialDetent: 1,
    delegate: { sheetDidChangeDetent: (s, detent) => note(`sheet at detent ${detent + 1}`) },
  });
  example.sheet = () => ({ top: sheet.top, detent: sheet.detent, settling: sheet.isSettling, list: list.contentOffset.y, back: back.contentOffset.y });
  example.ready = true;
});
