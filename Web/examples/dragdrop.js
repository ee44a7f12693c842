// Two lists side by side (host.dragDrop): a long press lifts a card, the finger carries it over either list
// (each scrolls near its edges), and lifting drops it where the finger is; the engine places every card with
// a transform, and the card's element joins the list it was dropped in.
start().then(([grasp, host]) => {
  const fill = (id, label, count, first) => {
    const content = document.getElementById(`${id}-content`);
    const items = [];
    for (let i = 0; i < count; i++) {
      const item = document.createElement('div');
      item.className = 'slot';
      item.id = `item-${first + i}`;
      item.textContent = `${label} ${i + 1}`;
      content.appendChild(item);
      items.push(item);
    }
    content.style.height = `${(count + 6) * 60}px`;
    return items;
  };
  const todo = fill('todo', 'To do', 5, 0), done = fill('done', 'Done', 3, 5);
  const left = host.scrollView(document.getElementById('todo'), { alwaysBounceVertical: true });
  const right = host.scrollView(document.getElementById('done'), { alwaysBounceVertical: true });
  example.moves = [];
  const drops = host.dragDrop(document.querySelector('main'), {
    rowHeight: 60, lists: [{ list: left, items: todo }, { list: right, items: done }],
    delegate: { itemDidMove: (d, id, from, to, index) => { example.moves.push([id, from, to, index]); note(`card ${id} moved from list ${from} to list ${to} at ${index}`); } },
  });
  example.drops = () => ({ lifted: drops.liftedItem, target: drops.dropTarget, insertion: drops.insertionIndex, order: drops.order });
  example.ready = true;
});
