// A vertical list (a scroll view) holding rows with links and, as its third row, a horizontal paging
// carousel (a scroll view inside it). Which of the two takes a drag is decided by the engine at the first
// sample past the touch slop; a flicked list is caught in flight by the next touch; a link's click is not
// delivered when its touch scrolled the list (the binding suppresses it when the scroll view took the touches).
start().then(([grasp, host]) => {
  const content = document.getElementById('list-content');
  let html = '<div class="spacer"></div>';
  for (let i = 0; i < 40; i++) {
    if (i === 2) {
      html += '<div class="carousel" id="carousel"><div class="pages">' +
        [0, 1, 2, 3, 4].map((k) => `<div class="page c${k}">${k + 1}</div>`).join('') + '</div></div>';
    }
    html += `<div class="row" id="row-${i}"><span>Row ${i + 1}</span> <a href="#row-${i}" id="link-${i}">open</a></div>`;
  }
  content.innerHTML = html;
  example.clicks = [];
  content.addEventListener('click', (event) => {
    const link = event.target.closest('a');
    if (!link) return;
    event.preventDefault();
    example.clicks.push(link.id);
    note(`clicked ${link.id}`);
  });
  const events = [];
  const list = host.scrollView(document.getElementById('list'), {
    alwaysBounceVertical: true,
    delegate: {
      scrollViewWillBeginDragging: () => { events.push('list: dragging'); },
      scrollViewDidEndDecelerating: (v) => { events.push('list: rest'); note(`list at rest at ${v.contentOffset.y.toFixed(0)}`); },
    },
  });
  const carousel = host.scrollView(document.getElementById('carousel'), {
    isPagingEnabled: true,
    delegate: {
      scrollViewWillBeginDragging: () => { events.push('carousel: dragging'); },
      scrollViewDidEndDecelerating: (v) => { events.push('carousel: rest'); note(`carousel on page ${Math.round(v.contentOffset.x / 390) + 1}`); },
    },
  });
  example.events = events;
  example.list = () => ({ offset: list.contentOffset, dragging: list.isDragging, decelerating: list.isDecelerating,
    transform: list.content.style.transform });
  example.carousel = () => ({ offset: carousel.contentOffset, dragging: carousel.isDragging, decelerating: carousel.isDecelerating,
    transform: carousel.content.style.transform });
  example.ready = true;
});
