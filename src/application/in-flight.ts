/**
 * One call at a time: asked again (with the same key) while one runs, the caller joins it
 * instead of sending another request. React's strict mode (npm start) runs a screen's effects
 * twice, and a double click asks twice; each asked the server again.
 */
export class InFlight<K, T> {
  private current: { key: K; answer: Promise<T> } | null = null;

  run(key: K, call: () => Promise<T>): Promise<T> {
    if (this.current && this.current.key === key) return this.current.answer;
    const answer = call().finally(() => {
      if (this.current?.answer === answer) this.current = null;
    });
    this.current = { key, answer };
    return answer;
  }
}
