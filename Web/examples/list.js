// A mail list with swipe actions (archive, and a destructive delete that removes the row) and a task list
// reordered by a long press, each on a scroll view, through host.swipeActions and host.reorder: the engine
// places every row, the page only draws them.
start().then(([grasp, host]) => {
  const build = (content, count, label, withActions) => {
    const rows = [];
    for (let i = 0; i < count; i++) {
      const slot = document.createElement('div');
      slot.className = 'slot';
      slot.id = `${label.toLowerCase()}-${i}`;
      slot.textContent = `${label} ${i + 1}`;
      content.appendChild(slot);
      rows.push(slot);
    }
    content.style.height = `${count * 60}px`;
    if (withActions) {
      // The buttons behind the rows, revealed as a row slides left.
      for (let i = 0; i < count; i++) {
        const actions = document.createElement('div');
        actions.className = 'actions';
        actions.innerHTML = '<span class="archive">Archive</span><span class="delete">Delete</span>';
        actions.style.transform = `translateY(${i * 60}px)`;
        content.insertBefore(actions, content.firstChild);
        rows[i]._actions = actions;
      }
    }
    return rows;
  };
  const mailRows = build(document.getElementById('mail-content'), 12, 'Mail', true);
  const taskRows = build(document.getElementById('tasks-content'), 12, 'Task', false);
  const mail = host.scrollView(document.getElementById('mail'), { alwaysBounceVertical: true });
  const tasks = host.scrollView(document.getElementById('tasks'), { alwaysBounceVertical: true });
  example.actions = [];
  example.moves = [];
  const swipe = host.swipeActions(mail, {
    rowHeight: 60, rows: mailRows,
    trailing: [{ width: 80, destructive: true }, { width: 80 }],
    delegate: {
      swipeActionDidRun: (s, action, row) => {
        example.actions.push([action, row]);
        note(`${action === 100 ? 'deleted' : 'archived'} mail ${row + 1}`);
        if (action === 100) mailRows[row]._actions.hidden = true;
      },
    },
  });
  const reorder = host.reorder(tasks, {
    rowHeight: 60, rows: taskRows,
    delegate: { rowDidMove: (r, row, from, to) => { example.moves.push([row, from, to]); note(`task ${row + 1} moved from ${from + 1} to ${to + 1}`); } },
  });
  example.swipe = () => ({ open: swipe.openRow, offset: swipe.rowOffset, order: swipe.order });
  example.reorder = () => ({ lifted: reorder.liftedRow, order: reorder.order });
  example.ready = true;
});
