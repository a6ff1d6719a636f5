(use-modules (ice-9 rdelim))
;;; Reads one position per line (x, o, _) and prints the square the book's
;;; ttt chooses for the side to move: the same answers `ttt move --opponent
;;; scheme -` gives, for comparing the two whole processes.

(define (side-to-move position)
  (if (> (appearances 'x position) (appearances 'o position)) 'o 'x))

(let loop ((line (read-line)))
  (if (not (eof-object? line))
      (let ((position (string->symbol line)))
        (display (ttt position (side-to-move position)))
        (newline)
        (loop (read-line)))))
