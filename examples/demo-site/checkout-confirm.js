// Birchwood & Co.: the order review page's "Confirm order" dialog. "Place order" opens it and moves
// focus into it; Cancel, the close button and Escape close it and return focus; "Confirm and pay"
// closes it and says the order is placed (the demo takes no payment). Its defects are in the markup:
// the close button has no name and the small print is low contrast, both visible only while it is open.
(() => {
  const opener = document.getElementById('place-order');
  const backdrop = document.getElementById('confirm-backdrop');
  const status = document.getElementById('order-status');
  const pay = document.getElementById('confirm-pay');
  if (!opener || !backdrop || !status || !pay) return;

  const close = () => {
    backdrop.hidden = true;
    opener.focus();
  };
  opener.addEventListener('click', () => {
    backdrop.hidden = false;
    pay.focus();
  });
  document.getElementById('confirm-cancel')?.addEventListener('click', close);
  document.getElementById('confirm-close')?.addEventListener('click', close);
  backdrop.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  pay.addEventListener('click', () => {
    close();
    status.textContent = 'Thank you: your order is placed.';
  });
})();
