/*
 * Confirma embeddable components (docs/embedding.md): <confirma-signing token="…"> and
 * <confirma-identification token="…"> show a signer's page in an iframe of the product.
 * Attributes: token (the signer token, required), lang (es|en|it), primary-color (#rrggbb),
 * origin (the product's origin; by default the origin this script was loaded from).
 * The page's messages arrive as DOM events on the element: confirma:ready,
 * confirma:document-read, confirma:signed, confirma:rejected,
 * confirma:identification-passed, confirma:identification-failed, confirma:error
 * (`event.detail`: ids and states only). Messages are accepted only from the product's
 * origin and from the element's own iframe; the element speaks only to that origin.
 */
(() => {
  const SOURCE = 'confirma';
  const EVENTS = [
    'ready',
    'document-read',
    'signed',
    'rejected',
    'identification-passed',
    'identification-failed',
    'error',
  ];
  const script = document.currentScript;
  const scriptOrigin = script?.src ? new URL(script.src, location.href).origin : null;

  /** `scheme://host[:port]` of a URL, or null. */
  const originOf = (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
    } catch {
      return null;
    }
  };

  class ConfirmaFrame extends HTMLElement {
    static get observedAttributes() {
      return ['token', 'lang', 'primary-color', 'origin'];
    }

    constructor() {
      super();
      this.onMessage = this.onMessage.bind(this);
      this.frame = null;
      this.productOrigin = null;
    }

    connectedCallback() {
      window.addEventListener('message', this.onMessage);
      this.render();
    }

    disconnectedCallback() {
      window.removeEventListener('message', this.onMessage);
      this.frame?.remove();
      this.frame = null;
    }

    attributeChangedCallback(_name, before, after) {
      if (before !== after && this.isConnected) this.render();
    }

    /** The iframe's address: the product's framable page for this token. */
    address() {
      const token = this.getAttribute('token');
      const origin = originOf(this.getAttribute('origin') || '') || scriptOrigin;
      if (!token || !origin) return null;
      const query = new URLSearchParams({ token });
      const lang = this.getAttribute('lang');
      if (lang && /^(es|en|it)$/.test(lang)) query.set('lang', lang);
      const color = this.getAttribute('primary-color');
      if (color && /^#[0-9a-fA-F]{6}$/.test(color)) query.set('primaryColor', color);
      return { origin, src: `${origin}/embed/${this.kind}?${query.toString()}` };
    }

    render() {
      const target = this.address();
      this.frame?.remove();
      this.frame = null;
      if (!target) {
        this.emit('error', { code: 'MISSING_TOKEN_OR_ORIGIN' });
        return;
      }
      this.productOrigin = target.origin;
      const frame = document.createElement('iframe');
      frame.src = target.src;
      frame.title = this.getAttribute('title') || this.defaultTitle;
      frame.setAttribute('allow', 'camera; microphone');
      frame.setAttribute('referrerpolicy', 'strict-origin');
      frame.style.cssText =
        'display:block;width:100%;border:0;height:var(--confirma-height,min(90vh,900px));min-height:480px';
      frame.addEventListener('load', () => this.init());
      this.style.display = this.style.display || 'block';
      this.frame = frame;
      this.appendChild(frame);
    }

    /** Tells the page which origin frames it (the page checks it against its allowed list). */
    init() {
      this.frame?.contentWindow?.postMessage({ source: SOURCE, type: 'init' }, this.productOrigin);
    }

    onMessage(event) {
      if (!this.frame || event.source !== this.frame.contentWindow) return;
      if (event.origin !== this.productOrigin) return;
      const data = event.data;
      if (!data || data.source !== SOURCE) return;
      if (data.type === 'hello') return this.init();
      if (EVENTS.includes(data.type)) this.emit(data.type, data.detail);
    }

    emit(type, detail) {
      const safe = detail && typeof detail === 'object' ? { ...detail } : {};
      this.dispatchEvent(
        new CustomEvent(`confirma:${type}`, { detail: safe, bubbles: true, composed: true }),
      );
    }
  }

  class ConfirmaSigning extends ConfirmaFrame {
    get kind() {
      return 'signing';
    }
    get defaultTitle() {
      return 'Confirma: signature';
    }
  }

  class ConfirmaIdentification extends ConfirmaFrame {
    get kind() {
      return 'identification';
    }
    get defaultTitle() {
      return 'Confirma: identification';
    }
  }

  if (!customElements.get('confirma-signing')) {
    customElements.define('confirma-signing', ConfirmaSigning);
  }
  if (!customElements.get('confirma-identification')) {
    customElements.define('confirma-identification', ConfirmaIdentification);
  }
})();
