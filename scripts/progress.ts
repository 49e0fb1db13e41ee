// A progress bar for long command-line work: redrawn in place on a terminal, one line
// per tenth otherwise (CI logs).

export interface ProgressBar {
  tick(done: number, total: number, label: string): void;
  finish(summary: string): void;
}

export function progressBar(title: string, out: NodeJS.WriteStream = process.stdout): ProgressBar {
  const width = 28;
  let lastTenth = -1;
  return {
    tick(done, total, label) {
      const ratio = total === 0 ? 1 : done / total;
      if (out.isTTY) {
        const filled = Math.round(ratio * width);
        const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
        out.write(`\r${title} ${bar} ${String(done).padStart(String(total).length)}/${total} ${label.slice(0, 40).padEnd(40)}`);
        return;
      }
      const tenth = Math.floor(ratio * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        out.write(`${title} ${Math.round(ratio * 100)}% (${done}/${total}) ${label}\n`);
      }
    },
    finish(summary) {
      if (out.isTTY) out.write('\n');
      out.write(`${summary}\n`);
    },
  };
}
