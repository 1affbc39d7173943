// Injected before any page script (page.addInitScript) by e2e/search-quality.spec.ts and `npm run bench`.
// It only listens. The search bar runs its queries in a Web Worker through Comlink, whose calls travel over a
// MessagePort; this records each search the bar sends (the text typed) and the answer that comes back, so a
// test can read which pages the real search code ranked, in the order the bar renders them.
(() => {
  const asked = new Map();
  const answers = [];
  const listening = new WeakSet();
  window.__searchAnswers = answers;

  const record = (event) => {
    const question = event.data && asked.get(event.data.id);
    if (!question) return;
    asked.delete(event.data.id);
    const results = (event.data.value || []).filter((result) => result && result.document);
    const pages = [];
    for (const result of results) {
      const url = decodeURI(
        result.type === 0 ? result.document.u : (result.page && result.page.u) || result.document.u,
      );
      if (!pages.includes(url)) pages.push(url);
    }
    answers.push({
      input: question.input,
      ms: performance.now() - question.sent,
      pages,
      tokens: (results[0] && results[0].tokens) || [],
    });
  };

  for (const Endpoint of [window.MessagePort, window.Worker]) {
    const {postMessage, addEventListener} = Endpoint.prototype;
    Endpoint.prototype.postMessage = function (message, ...rest) {
      if (message && message.type === 'APPLY' && message.path && message.path[message.path.length - 1] === 'search') {
        asked.set(message.id, {input: message.argumentList[2].value, sent: performance.now()});
      }
      return postMessage.call(this, message, ...rest);
    };
    Endpoint.prototype.addEventListener = function (type, ...rest) {
      if (type === 'message' && !listening.has(this)) {
        listening.add(this);
        addEventListener.call(this, 'message', record);
      }
      return addEventListener.call(this, type, ...rest);
    };
  }
})();
