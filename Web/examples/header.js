// A large title over a list (host.collapsingHeader on the element around the list's scroll view): scrolling
// up collapses the title first, from 140 to 60 px, then scrolls the list; scrolling down brings the list
// back to its top first, then expands the title. The binding writes the title's height; the list below it
// follows by the page's own layout.
start().then(([grasp, host]) => {
  fillRows(document.getElementById('list-content'), 30, 'Message');
  const list = host.scrollView(document.getElementById('list'), { alwaysBounceVertical: true });
  example.heights = [];
  const header = host.collapsingHeader(document.getElementById('around'), {
    header: document.getElementById('bar'), expandedHeight: 140, collapsedHeight: 60,
    delegate: { headerDidChangeHeight: (h, height) => example.heights.push(height) },
  });
  example.header = () => ({ height: header.height, progress: header.progress, snapping: header.isSnapping, offset: list.contentOffset.y,
    dragging: list.isDragging, decelerating: list.isDecelerating });
  example.ready = true;
});
