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
 * A page the browser refused to frame (an origin the account does not allow, a token that
 * is not valid) cannot speak: when no `ready` came `ready-timeout` milliseconds (10000 by
 * default) after the frame loaded, the element emits confirma:error FRAME_REFUSED and
 * shows a message in the element's language instead of the broken frame.
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
  /** How long after the frame's load the page has to say ready (ms). */
  const READY_TIMEOUT = 10000;
  /** What the element says when its page could not be shown, by language. */
  const REFUSED = {
    es: 'No se ha podido mostrar aquí esta página de Confirma. Abre el enlace que recibiste por correo electrónico o SMS, o avisa a quien te lo envió.',
    en: 'This Confirma page could not be shown here. Open the link you received by e-mail or SMS, or tell whoever sent it to you.',
    it: "Non è stato possibile mostrare qui questa pagina di Confirma. Apri il link che hai ricevuto via e-mail o SMS, oppure avvisa chi te l'ha inviato.",
  };
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
      return ['token', 'lang', 'primary-color', 'origin', 'ready-timeout'];
    }

    constructor() {
      super();
      this.onMessage = this.onMessage.bind(this);
      this.frame = null;
      this.notice = null;
      this.productOrigin = null;
      this.ready = false;
      this.timer = null;
    }

    connectedCallback() {
      window.addEventListener('message', this.onMessage);
      this.render();
    }

    disconnectedCallback() {
      window.removeEventListener('message', this.onMessage);
      clearTimeout(this.timer);
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
      clearTimeout(this.timer);
      this.ready = false;
      this.frame?.remove();
      this.frame = null;
      this.notice?.remove();
      this.notice = null;
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
      frame.addEventListener('load', () => {
        this.init();
        this.awaitReady();
      });
      this.style.display = this.style.display || 'block';
      this.frame = frame;
      this.appendChild(frame);
    }

    /** Tells the page which origin frames it (the page checks it against its allowed list). */
    init() {
      this.frame?.contentWindow?.postMessage({ source: SOURCE, type: 'init' }, this.productOrigin);
    }

    /** After the frame's load: no `ready` in time means the browser did not show the page. */
    awaitReady() {
      if (this.ready) return;
      clearTimeout(this.timer);
      const wanted = Number(this.getAttribute('ready-timeout'));
      const wait = Number.isFinite(wanted) && wanted >= 1000 ? wanted : READY_TIMEOUT;
      this.timer = setTimeout(() => this.refused(), wait);
    }

    /** The frame shows nothing usable: a message in its place, and the host is told. */
    refused() {
      if (this.ready || !this.frame) return;
      this.frame.remove();
      this.frame = null;
      const lang = (this.getAttribute('lang') || document.documentElement.lang || 'es').slice(0, 2);
      const notice = document.createElement('p');
      notice.setAttribute('role', 'alert');
      notice.textContent = REFUSED[lang] || REFUSED.es;
      notice.style.cssText =
        'margin:0;padding:16px;border:1px solid #b3261e;border-radius:8px;color:#1d1b20;background:#fdecea;font:16px/1.5 system-ui,sans-serif';
      this.notice = notice;
      this.appendChild(notice);
      this.emit('error', { code: 'FRAME_REFUSED' });
    }

    onMessage(event) {
      if (!this.frame || event.source !== this.frame.contentWindow) return;
      if (event.origin !== this.productOrigin) return;
      const data = event.data;
      if (!data || data.source !== SOURCE) return;
      if (data.type === 'hello') return this.init();
      if (data.type === 'ready') {
        this.ready = true;
        clearTimeout(this.timer);
      }
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
