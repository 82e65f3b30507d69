/**
 * Runs `step` in a task of its own, as soon as the tasks queued before it have run: a message to this page, which
 * (unlike a timer) a hidden tab does not hold back, and which nesting never clamps. Splits start-up work into tasks
 * between which the browser can handle input, rather than one long task that a phone blocks on.
 */
export function nextTask(step: () => void): void {
  // Where there is no MessageChannel (jsdom), a timer's task.
  if (typeof MessageChannel === 'undefined') {
    setTimeout(step, 0);
    return;
  }
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    step();
  };
  port2.postMessage(null);
}
