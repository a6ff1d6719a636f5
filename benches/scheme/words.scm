;;; Just enough of Simply Scheme's words and sentences for its ttt program,
;;; written for this benchmark (the book's own "simply.scm" is not
;;; redistributed here). A word is a symbol, a number or a string; a
;;; sentence is a list. Words are taken apart as strings and put back with
;;; `->word`, which gives a number when the text is one, as the book's do.

(define (->string w)
  (cond ((number? w) (number->string w))
        ((symbol? w) (symbol->string w))
        ((char? w) (string w))
        (else w)))

(define (->word s)
  (cond ((string=? s "") "")
        ((string->number s) => (lambda (n) (if (exact? n) n (string->symbol s))))
        (else (string->symbol s))))

(define (word . ws) (->word (apply string-append (map ->string ws))))

(define (letters w)
  (map (lambda (c) (->word (string c))) (string->list (->string w))))

(define (empty? x) (or (null? x) (and (string? x) (string=? x ""))))

(define (first x) (if (pair? x) (car x) (car (letters x))))
(define (last x) (if (pair? x) (car (last-pair x)) (car (last-pair (letters x)))))
(define (item n x) (list-ref (if (list? x) x (letters x)) (- n 1)))
(define (count x) (if (list? x) (length x) (string-length (->string x))))

(define (every f x)
  (apply append
         (map (lambda (e) (let ((r (f e))) (if (list? r) r (list r))))
              (if (list? x) x (letters x)))))

(define (keep pred x)
  (if (list? x)
      (filter pred x)
      (apply word "" (filter pred (letters x)))))

(define (accumulate f x)
  (let loop ((items (if (list? x) x (letters x))))
    (cond ((null? items) (f))
          ((null? (cdr items)) (car items))
          (else (f (car items) (loop (cdr items)))))))

(define (member? w x)
  (if (list? x) (and (member w x) #t) (and (member w (letters x)) #t)))

(define (appearances w x)
  (length (filter (lambda (e) (equal? e w)) (if (list? x) x (letters x)))))
