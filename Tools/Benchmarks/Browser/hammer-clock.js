// Why this file exists: Hammer.js takes each input's time from Date.now(), which it copies when it loads.
// So that it sees the benchmark's times (as the engine does, through its arguments or each event's
// timeStamp) and not the speed of the timed loop, Date.now reads benchClock.now while a run sets it, and
// the real clock otherwise. Both benchmark pages (bench.html, binding.html) load this before Hammer.js; it
// costs Hammer one property read per call.
window.benchClock = { now: null };
const realDateNow = Date.now;
Date.now = () => (benchClock.now === null ? realDateNow.call(Date) : benchClock.now);
